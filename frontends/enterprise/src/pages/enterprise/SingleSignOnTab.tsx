import { Text } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';
import type { EnterpriseDomain } from '../../transport/enterprise-transport';
import { EmptyState } from './EmptyState';
import { SamlDomainSettings } from './SamlDomainSettings';
import { SecondFactorPolicySwitch } from './SecondFactorPolicySwitch';
import { useShowDomainsTab } from './use-show-domains-tab';

/** Single Sign-On (SPEC §2): the enterprise's sign-in settings, two-step sign-in (issue 29), then SAML per domain. */
export function SingleSignOnTab({ enterpriseId, domains }: { enterpriseId: number; domains: EnterpriseDomain[] }) {
  const { t } = useTranslation('enterprise');
  const showDomainsTab = useShowDomainsTab();
  return (
    <>
      <SecondFactorPolicySwitch />
      <Text as="p">{t('singleSignOn.intro')}</Text>
      {domains.length === 0 ? (
        <EmptyState text={t('domains.none')} next={t('singleSignOn.noneNext')} action={{ label: t('domains.addFirst'), onClick: showDomainsTab }} />
      ) : (
        domains.map((domain) => <SamlDomainSettings key={domain.id} enterpriseId={enterpriseId} domain={domain} />)
      )}
    </>
  );
}
