import { displayName } from '@weather/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditPerson } from '../../../transport/activity-transport';

/** The texts a row needs: its event's readable name, its time in the reader's language, its people. */
export function useActivityTexts() {
  const { t, i18n } = useTranslation('enterprise');
  const language = i18n.language;
  const eventName = useCallback((event: string) => t(`activity.events.${event}`, { defaultValue: event }), [t]);
  const time = useCallback(
    (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso)),
    [language],
  );
  const person = useCallback((who: AuditPerson | null) => (who ? `${displayName(who)} <${who.email}>` : t('activity.nobody')), [t]);
  return { eventName, time, person };
}
