import { Text } from '@fluentui/react-text';
import { useTranslation } from 'react-i18next';
import type { EnterpriseDomain } from '../../transport/enterprise-transport';
import { DomainStatusBadge } from './DomainStatusBadge';
import { useTableStyles } from './table-styles';

/** Single Sign-On: until its SAML form lands (its own issue), the domains with their sign-in provider. */
export function SingleSignOnTab({ domains }: { domains: EnterpriseDomain[] }) {
  const styles = useTableStyles();
  const { t } = useTranslation('enterprise');
  return (
    <>
      <Text as="p">{t('singleSignOn.intro')}</Text>
      {domains.length === 0 ? (
        <Text as="p">{t('domains.none')}</Text>
      ) : (
        <div className={styles.wrapper}>
          <table className={styles.table} aria-label={t('tabs.singleSignOn')}>
            <thead>
              <tr>
                <th className={styles.header} scope="col">{t('singleSignOn.columns.domain')}</th>
                <th className={styles.header} scope="col">{t('singleSignOn.columns.status')}</th>
                <th className={styles.header} scope="col">{t('singleSignOn.columns.provider')}</th>
              </tr>
            </thead>
            <tbody>
              {domains.map((domain) => (
                <tr key={domain.id}>
                  <th className={styles.cell} scope="row">{domain.name}</th>
                  <td className={styles.cell}>
                    <DomainStatusBadge status={domain.status} />
                  </td>
                  <td className={styles.cell}>{t(`singleSignOn.provider.${domain.authentication_provider_type}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
