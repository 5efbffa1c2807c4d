import { storedLanguageOf } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context';

/**
 * The language the API answers an application's texts in (docs/adr/1005): the profile's, else the
 * one shown in the portal; an impersonating administrator keeps theirs (docs/adr/0803). A page that
 * shows such texts asks again when it changes. Read it inside an observer: the profile is observable.
 */
export function useTextsLanguage(): string {
  const { i18n } = useTranslation('shell');
  const { sessionStore } = useStores();
  return (!sessionStore.impersonator && storedLanguageOf(sessionStore.user)) || i18n.language;
}
