import { Text } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';
import type { EnterpriseDomain } from '../../transport/enterprise-transport';
import { SamlDomainSettings } from './SamlDomainSettings';
import { SecondFactorPolicySwitch } from './SecondFactorPolicySwitch';

/** Single Sign-On (SPEC §2): the enterprise's sign-in settings, two-step sign-in (issue 29), then SAML per domain. */
export function SingleSignOnTab({ enterpriseId, domains }: { enterpriseId: number; domains: EnterpriseDomain[] }) {
  const { t } = useTranslation('enterprise');
  return (
    <>
      <SecondFactorPolicySwitch />
      <Text as="p">{t('singleSignOn.intro')}</Text>
      {domains.length === 0 ? <Text as="p">{t('domains.none')}</Text> : domains.map((domain) => <SamlDomainSettings key={domain.id} enterpriseId={enterpriseId} domain={domain} />)}
    </>
  );
}
