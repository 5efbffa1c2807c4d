import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../i18n/catalogues/activity';
import type { AuditEntry } from './activity-transport';
import { useActivityTexts } from './activity-texts';

/** A plain semantic table (Fluent's table package is not in the portal's set). */
const useTableStyles = makeStyles({
  wrapper: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  header: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
  },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'top',
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
  },
});

/** The rows found, newest first; each opens its details. */
export const ActivityTable = observer(function ActivityTable({ entries, onOpen }: { entries: readonly AuditEntry[]; onOpen: (entry: AuditEntry) => void }) {
  const styles = useTableStyles();
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const { eventName, time, person } = useActivityTexts();

  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={t('tableLabel')}>
        <thead>
          <tr>
            <th className={styles.header} scope="col">{t('columns.time')}</th>
            <th className={styles.header} scope="col">{t('columns.event')}</th>
            <th className={styles.header} scope="col">{t('columns.actor')}</th>
            <th className={styles.header} scope="col">{t('columns.subject')}</th>
            <th className={styles.header} scope="col">{t('columns.ip')}</th>
            <th className={styles.header} scope="col">{t('columns.details')}</th>
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
