import { Button } from '@fluentui/react-button';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../i18n/catalogues/activity';
import { ResponsiveCell } from '../tables/ResponsiveCell';
import { ResponsiveRow, ResponsiveTable } from '../tables/ResponsiveTable';
import type { AuditEntry } from './activity-transport';
import { useActivityTexts } from './activity-texts';

/** The rows found, newest first; each opens its details. */
export const ActivityTable = observer(function ActivityTable({ entries, onOpen }: { entries: readonly AuditEntry[]; onOpen: (entry: AuditEntry) => void }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const { eventName, time, person } = useActivityTexts();
  const column = (name: 'time' | 'event' | 'actor' | 'subject' | 'ip' | 'details') => t(`columns.${name}`);

  return (
    <ResponsiveTable label={t('tableLabel')} columns={(['time', 'event', 'actor', 'subject', 'ip', 'details'] as const).map(column)}>
      {entries.map((entry) => (
        <ResponsiveRow key={entry.id}>
          <ResponsiveCell column={column('time')}>
            <time dateTime={entry.created_at}>{time(entry.created_at)}</time>
          </ResponsiveCell>
          <ResponsiveCell column={column('event')} rowHeader>
            {eventName(entry.event)}
          </ResponsiveCell>
          <ResponsiveCell column={column('actor')}>{person(entry.actor)}</ResponsiveCell>
          <ResponsiveCell column={column('subject')}>{person(entry.subject)}</ResponsiveCell>
          <ResponsiveCell column={column('ip')}>{entry.ip ?? ''}</ResponsiveCell>
          <ResponsiveCell column={column('details')}>
            <Button size="small" aria-label={t('openLabel', { event: eventName(entry.event), time: time(entry.created_at) })} onClick={() => onOpen(entry)}>
              {t('open')}
            </Button>
          </ResponsiveCell>
        </ResponsiveRow>
      ))}
    </ResponsiveTable>
  );
});
