import { Button } from '@fluentui/react-button';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../transport/activity-transport';
import { useTableStyles } from '../table-styles';
import { useActivityTexts } from './activity-texts';

/** The rows found, newest first; each opens its details. */
export const ActivityTable = observer(function ActivityTable({ entries, onOpen }: { entries: readonly AuditEntry[]; onOpen: (entry: AuditEntry) => void }) {
  const styles = useTableStyles();
  const { t } = useTranslation('enterprise');
  const { eventName, time, person } = useActivityTexts();

  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={t('activity.tableLabel')}>
        <thead>
          <tr>
            <th className={styles.header} scope="col">{t('activity.columns.time')}</th>
            <th className={styles.header} scope="col">{t('activity.columns.event')}</th>
            <th className={styles.header} scope="col">{t('activity.columns.actor')}</th>
            <th className={styles.header} scope="col">{t('activity.columns.subject')}</th>
            <th className={styles.header} scope="col">{t('activity.columns.ip')}</th>
            <th className={styles.header} scope="col">{t('activity.columns.details')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.cell}>
                <time dateTime={entry.created_at}>{time(entry.created_at)}</time>
              </td>
              <th className={styles.cell} scope="row">{eventName(entry.event)}</th>
              <td className={styles.cell}>{person(entry.actor)}</td>
              <td className={styles.cell}>{person(entry.subject)}</td>
              <td className={styles.cell}>{entry.ip ?? ''}</td>
              <td className={styles.cell}>
                <Button size="small" aria-label={t('activity.openLabel', { event: eventName(entry.event), time: time(entry.created_at) })} onClick={() => onOpen(entry)}>
                  {t('activity.open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
