import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityCatalogue } from '../../i18n/activity-catalogue';
import { useEnterpriseStores } from '../../stores/stores-context';
import type { AuditEvent } from '../../transport/activity-transport';
import { ActivityDrawer } from './activity/ActivityDrawer';
import { ActivityFilters } from './activity/ActivityFilters';
import { ActivityTable } from './activity/ActivityTable';
import { saveFile } from './activity/save-file';
import { useServerMessage } from './use-server-message';

/** The events of the filter, in the catalogue's order (which names every event the API lists). */
const EVENTS = Object.keys(activityCatalogue.en.events) as AuditEvent[];

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * Activity (issue 30): the audit log of the enterprise's users and domains, which the API limits an
 * enterprise administrator to. Filters, the rows newest first with Load more, a drawer per row, Export CSV.
 */
export const ActivityTab = observer(function ActivityTab({ enterpriseId }: { enterpriseId: number }) {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const serverMessage = useServerMessage();
  const notify = useNotify();
  const rootStore = useEnterpriseStores();
  const [store] = useState(() => rootStore.createActivity(enterpriseId));

  useEffect(() => {
    void store.reload();
  }, [store]);

  async function exportCsv() {
    const result = await store.exportCsv();
    if (!result.ok) {
      notify({ text: t('activity.exportFailed', { message: serverMessage(result.error) }), intent: 'error' });
      return;
    }
    saveFile(result.data.filename, result.data.csv, 'text/csv;charset=utf-8');
    if (result.data.truncated) notify({ text: t('activity.exportTruncated', { limit: result.data.limit }), intent: 'warning' });
    else notify({ text: t('activity.exported', { filename: result.data.filename }), intent: 'success' });
  }

  let results;
  if (store.isLoading) {
    results = <Spinner label={t('activity.loading')} />;
  } else if (store.error && !store.hasLoaded) {
    results = (
      <>
        <Text role="alert">{t('activity.failed', { message: serverMessage(store.error) })}</Text>
        <div>
          <Button onClick={() => void store.reload()}>{t('retry')}</Button>
        </div>
      </>
    );
  } else if (store.isEmpty) {
    results = <Text as="p">{t('activity.none')}</Text>;
  } else {
    results = (
      <>
        <ActivityTable entries={store.entries} onOpen={(entry) => store.select(entry)} />
        {store.error ? <Text role="alert">{t('activity.failed', { message: serverMessage(store.error) })}</Text> : null}
        <div className={styles.footer}>
          <Text role="status">{t(store.hasMore ? 'activity.shownMore' : 'activity.shown', { count: store.entries.length })}</Text>
          {store.hasMore ? (
            <Button onClick={() => void store.loadMore()} disabled={store.isLoadingMore}>
              {store.isLoadingMore ? t('activity.loadingMore') : t('activity.loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <>
      <div className={styles.header}>
        <Text as="p">{t('activity.intro')}</Text>
        <Button icon={<ArrowDownloadRegular />} onClick={() => void exportCsv()} disabled={store.isExporting || !store.hasLoaded}>
          {store.isExporting ? t('activity.exporting') : t('activity.export')}
        </Button>
      </div>
      <ActivityFilters store={store} events={EVENTS} />
      <div className={styles.results} aria-live="polite" aria-busy={store.isLoading}>
        {results}
      </div>
      <ActivityDrawer entry={store.selected} onClose={() => store.select(null)} />
    </>
  );
});
