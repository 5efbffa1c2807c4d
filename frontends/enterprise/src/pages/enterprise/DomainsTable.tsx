import { Button } from '@fluentui/react-button';
import { CopyRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable, useNotify, useResponsiveTableStyles } from '@weather/ui';
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
  const column = (name: 'domain' | 'txtKey' | 'status' | 'actions') => t(`domains.columns.${name}`);
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
    <ResponsiveTable label={t('domains.tableLabel')} columns={(['domain', 'txtKey', 'status', 'actions'] as const).map(column)}>
      {domains.map((domain) => (
        <ResponsiveRow key={domain.id}>
          <ResponsiveCell column={column('domain')} rowHeader>
            {domain.name}
          </ResponsiveCell>
          <ResponsiveCell column={column('txtKey')}>
            <span className={styles.code}>{domain.txt_record}</span>{' '}
            <Button appearance="subtle" size="small" icon={<CopyRegular />} aria-label={t('domains.copy', { domain: domain.name })} onClick={() => void copy(domain)} />
          </ResponsiveCell>
          <ResponsiveCell column={column('status')}>
            <DomainStatusBadge status={domain.status} />
          </ResponsiveCell>
          <ResponsiveCell column={column('actions')}>
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
          </ResponsiveCell>
        </ResponsiveRow>
      ))}
    </ResponsiveTable>
  );
});
