import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ApiErrorBody } from '@weather/api-client';
import { observer } from 'mobx-react-lite';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../i18n/catalogues/activity';
import { useNotify } from '../notifications/use-notify';
import { ActivityDrawer } from './ActivityDrawer';
import { ActivityFilters } from './ActivityFilters';
import type { ActivityStore } from './ActivityStore';
import { ActivityTable } from './ActivityTable';
import { saveFile } from './save-file';

const useStyles = makeStyles({
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface ActivityViewerProps {
  /** The viewer's state, made by the remote per visit (the enterprise's tab gives it its enterprise id). */
  store: ActivityStore;
  /** A refused call's text in the page's language (the remote's choice: the error, or its first field error). */
  errorText: (error: ApiErrorBody) => string;
  /** The remote's own header around the Export CSV button (a page title, an introduction). */
  header: (exportButton: ReactElement) => ReactNode;
  /** Offers the enterprise filter and shows each row's enterprise (the admin page, which reads every row). */
  enterpriseFilter?: boolean;
}

/**
 * The audit viewer (issue 30, docs/adr/1002): filters, the rows newest first with Load more, a drawer
 * with every field of a row, and Export CSV of the applied filters. Loads the newest rows when shown.
 * The admin remote's /activity page and the enterprise's Activity tab each frame it with their header.
 */
export const ActivityViewer = observer(function ActivityViewer({ store, errorText, header, enterpriseFilter = false }: ActivityViewerProps) {
  const styles = useStyles();
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const notify = useNotify();

  useEffect(() => {
    void store.reload();
  }, [store]);

  async function exportCsv() {
    const result = await store.exportCsv();
    if (!result.ok) {
      notify({ text: t('exportFailed', { message: errorText(result.error) }), intent: 'error' });
      return;
    }
    saveFile(result.data.filename, result.data.csv, 'text/csv;charset=utf-8');
    if (result.data.truncated) notify({ text: t('exportTruncated', { limit: result.data.limit }), intent: 'warning' });
    else notify({ text: t('exported', { filename: result.data.filename }), intent: 'success' });
  }

  let results;
  if (store.isLoading) {
    results = <Spinner label={t('loading')} />;
  } else if (store.error && !store.hasLoaded) {
    results = (
      <>
        <Text role="alert">{t('failed', { message: errorText(store.error) })}</Text>
        <div>
          <Button onClick={() => void store.reload()}>{t('retry')}</Button>
        </div>
      </>
    );
  } else if (store.isEmpty) {
    results = <Text as="p">{t('none')}</Text>;
  } else {
    results = (
      <>
        <ActivityTable entries={store.entries} onOpen={(entry) => store.select(entry)} />
        {store.error ? <Text role="alert">{t('failed', { message: errorText(store.error) })}</Text> : null}
        <div className={styles.footer}>
          <Text role="status">{t(store.hasMore ? 'shownMore' : 'shown', { count: store.entries.length })}</Text>
          {store.hasMore ? (
            <Button onClick={() => void store.loadMore()} disabled={store.isLoadingMore}>
              {store.isLoadingMore ? t('loadingMore') : t('loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  const exportButton = (
    <Button icon={<ArrowDownloadRegular />} onClick={() => void exportCsv()} disabled={store.isExporting || !store.hasLoaded}>
      {store.isExporting ? t('exporting') : t('export')}
    </Button>
  );

  return (
    <>
      {header(exportButton)}
      <ActivityFilters store={store} enterpriseFilter={enterpriseFilter} />
      <div className={styles.results} aria-live="polite" aria-busy={store.isLoading}>
        {results}
      </div>
      <ActivityDrawer entry={store.selected} onClose={() => store.select(null)} showEnterprise={enterpriseFilter} />
    </>
  );
});
