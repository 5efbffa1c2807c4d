import { displayName } from '../avatar/avatar-display';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../i18n/catalogues/activity';
import type { AuditPerson } from './activity-transport';

/** The texts a row needs: its event's readable name, its time in the reader's language, its people. */
export function useActivityTexts() {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const language = i18n.language;
  const eventName = useCallback((event: string) => t(`events.${event}`, { defaultValue: event }), [t]);
  const time = useCallback(
    (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso)),
    [language],
  );
  const person = useCallback((who: AuditPerson | null) => (who ? `${displayName(who)} <${who.email}>` : t('nobody')), [t]);
  return { eventName, time, person };
}
