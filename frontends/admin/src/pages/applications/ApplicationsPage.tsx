import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { mergeClasses } from '@griffel/react';
import { columnLabel, RouterLink, useErrorText, useResponsiveTableStyles } from '@weather/ui';
import { useNavigate } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PATHS, applicationPath } from '../../admin-paths';
import { useAdminStores } from '../../stores/stores-context';
import type { SiteApplication } from '../../transport/admin-transport';
import { usePageStyles } from '../page-styles';
import { useTableStyles } from '../table-styles';

/** The addresses of one application, each named (SPEC §3): base, callback, webhook, sysadmin when set. */
function ApplicationUrls({ application }: { application: SiteApplication }) {
  const styles = useTableStyles();
  const { t } = useTranslation('admin');
  const urls = [
    ['base', application.base_url],
    ['callback', application.callback_url],
    ['webhook', application.webhook_url],
    ['sysadmin', application.sysadmin_url],
  ] as const;
  return (
    <dl className={styles.urls}>
      {urls.map(([kind, url]) =>
        url ? (
          <div key={kind} className={styles.urlRow}>
            <dt className={styles.urlLabel}>{t(`applications.urls.${kind}`)}</dt>
            <dd className={mergeClasses(styles.urlValue, styles.code)}>{url}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** /applications (SPEC §2): the catalogue with name, client id, URLs and ordering number; edit and create. */
export const ApplicationsPage = observer(function ApplicationsPage() {
  const pageStyles = usePageStyles();
  const styles = useResponsiveTableStyles();
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { applicationsStore } = useAdminStores();

  useEffect(() => {
    void applicationsStore.load();
  }, [applicationsStore]);

  let content;
  if (!applicationsStore.hasLoaded) {
    content =
      applicationsStore.error && !applicationsStore.isLoading ? (
        <>
          <Text role="alert">
            {t('applications.failed')}: {errorText(applicationsStore.error)}
          </Text>
          <div>
            <Button onClick={() => void applicationsStore.load()}>{t('retry')}</Button>
          </div>
        </>
      ) : (
        <Spinner label={t('applications.loading')} />
      );
  } else if (applicationsStore.applications.length === 0) {
    content = <Text as="p">{t('applications.none')}</Text>;
  } else {
    content = (
      <div className={styles.wrapper}>
        <table className={styles.table} aria-label={t('applications.tableLabel')}>
          <thead className={styles.head}>
            <tr>
              <th className={styles.header} scope="col">{t('applications.columns.name')}</th>
              <th className={styles.header} scope="col">{t('applications.columns.clientId')}</th>
              <th className={styles.header} scope="col">{t('applications.columns.urls')}</th>
              <th className={styles.header} scope="col">{t('applications.columns.orderingNumber')}</th>
            </tr>
          </thead>
          <tbody className={styles.body}>
            {applicationsStore.applications.map((application) => (
              <tr key={application.id} className={styles.row}>
                <th className={mergeClasses(styles.cell, styles.rowHeader)} scope="row" {...columnLabel(t('applications.columns.name'))}>
                  <RouterLink to={applicationPath(application.id)}>{application.name}</RouterLink>
                </th>
                <td className={styles.cell} {...columnLabel(t('applications.columns.clientId'))}>
                  <span className={styles.code}>{application.client_id}</span>
                </td>
                <td className={styles.cell} {...columnLabel(t('applications.columns.urls'))}>
                  <ApplicationUrls application={application} />
                </td>
                <td className={styles.cell} {...columnLabel(t('applications.columns.orderingNumber'))}>
                  {application.ordering_number}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className={pageStyles.root} aria-labelledby="applications-title">
      <div className={pageStyles.header}>
        <Text as="h1" id="applications-title" size={700} weight="semibold">
          {t('applications.title')}
        </Text>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(ADMIN_PATHS.createApplication)}>
          {t('applications.create')}
        </Button>
      </div>
      {content}
    </section>
  );
});
