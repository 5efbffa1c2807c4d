import { Button } from '@fluentui/react-button';
import { CopyRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { mergeClasses } from '@griffel/react';
import { columnLabel, useNotify, useResponsiveTableStyles } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import type { EnterpriseDomain } from '../../transport/enterprise-transport';
import { DomainStatusBadge } from './DomainStatusBadge';
import { EmptyState } from './EmptyState';
import { useServerMessage } from './use-server-message';

/** The domains with their TXT key (copyable), status, and Claim Users once verified (SPEC §2). */
export const DomainsTable = observer(function DomainsTable({ domains }: { domains: EnterpriseDomain[] }) {
  const styles = useResponsiveTableStyles();
  const { t } = useTranslation('enterprise');
  const notify = useNotify();
  const serverMessage = useServerMessage();
  const { enterpriseStore, environment } = useEnterpriseStores();

  async function copy(domain: EnterpriseDomain) {
    try {
      await environment.copyText(domain.txt_record);
      notify({ text: t('domains.copied'), intent: 'success' });
    } catch {
      notify({ text: t('domains.copyFailed'), intent: 'error' });
    }
  }

  async function claim(domain: EnterpriseDomain) {
    const result = await enterpriseStore.claimUsers(domain.id);
    if (result.ok) notify({ text: t('domains.claimed', { count: result.data.claimed }), intent: 'success' });
    else notify({ text: t('error', { message: serverMessage(result.error) }), intent: 'error' });
  }

  // The add-domain form is right above: the next step needs no button of its own.
  if (domains.length === 0) return <EmptyState text={t('domains.none')} next={t('domains.noneNext')} />;

  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={t('domains.tableLabel')}>
        <thead className={styles.head}>
          <tr>
            <th className={styles.header} scope="col">{t('domains.columns.domain')}</th>
            <th className={styles.header} scope="col">{t('domains.columns.txtKey')}</th>
            <th className={styles.header} scope="col">{t('domains.columns.status')}</th>
            <th className={styles.header} scope="col">{t('domains.columns.actions')}</th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {domains.map((domain) => (
            <tr key={domain.id} className={styles.row}>
              <th className={mergeClasses(styles.cell, styles.rowHeader)} scope="row" {...columnLabel(t('domains.columns.domain'))}>
                {domain.name}
              </th>
              <td className={styles.cell} {...columnLabel(t('domains.columns.txtKey'))}>
                <span className={styles.code}>{domain.txt_record}</span>{' '}
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<CopyRegular />}
                  aria-label={t('domains.copy', { domain: domain.name })}
                  onClick={() => void copy(domain)}
                />
              </td>
              <td className={styles.cell} {...columnLabel(t('domains.columns.status'))}>
                <DomainStatusBadge status={domain.status} />
              </td>
              <td className={styles.cell} {...columnLabel(t('domains.columns.actions'))}>
                {domain.status === 'Verified' ? (
                  <Button
                    size="small"
                    disabled={enterpriseStore.claiming.has(domain.id)}
                    icon={enterpriseStore.claiming.has(domain.id) ? <Spinner size="tiny" /> : undefined}
                    onClick={() => void claim(domain)}
                  >
                    {t('domains.claimUsers')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
