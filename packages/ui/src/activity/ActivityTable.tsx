import { Button } from '@fluentui/react-button';
import { mergeClasses } from '@griffel/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../i18n/catalogues/activity';
import { columnLabel, useResponsiveTableStyles } from '../tables/responsive-table';
import type { AuditEntry } from './activity-transport';
import { useActivityTexts } from './activity-texts';

/** The rows found, newest first; each opens its details. */
export const ActivityTable = observer(function ActivityTable({ entries, onOpen }: { entries: readonly AuditEntry[]; onOpen: (entry: AuditEntry) => void }) {
  const styles = useResponsiveTableStyles();
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const { eventName, time, person } = useActivityTexts();

  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={t('tableLabel')}>
        <thead className={styles.head}>
          <tr>
            <th className={styles.header} scope="col">{t('columns.time')}</th>
            <th className={styles.header} scope="col">{t('columns.event')}</th>
            <th className={styles.header} scope="col">{t('columns.actor')}</th>
            <th className={styles.header} scope="col">{t('columns.subject')}</th>
            <th className={styles.header} scope="col">{t('columns.ip')}</th>
            <th className={styles.header} scope="col">{t('columns.details')}</th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {entries.map((entry) => (
            <tr key={entry.id} className={styles.row}>
              <td className={styles.cell} {...columnLabel(t('columns.time'))}>
                <time dateTime={entry.created_at}>{time(entry.created_at)}</time>
              </td>
              <th className={mergeClasses(styles.cell, styles.rowHeader)} scope="row" {...columnLabel(t('columns.event'))}>
                {eventName(entry.event)}
              </th>
              <td className={styles.cell} {...columnLabel(t('columns.actor'))}>
                {person(entry.actor)}
              </td>
              <td className={styles.cell} {...columnLabel(t('columns.subject'))}>
                {person(entry.subject)}
              </td>
              <td className={styles.cell} {...columnLabel(t('columns.ip'))}>
                {entry.ip ?? ''}
              </td>
              <td className={styles.cell} {...columnLabel(t('columns.details'))}>
                <Button size="small" aria-label={t('openLabel', { event: eventName(entry.event), time: time(entry.created_at) })} onClick={() => onOpen(entry)}>
                  {t('open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
