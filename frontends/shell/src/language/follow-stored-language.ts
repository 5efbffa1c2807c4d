import { type PortalSession, isLanguage, storedLanguageOf } from '@weather/ui';
import type { i18n as I18n } from 'i18next';
import { reaction } from 'mobx';
import type { LanguageTransport } from '../transport/language-transport';

/** The session as the language needs it: the user, and whether an administrator acts as them. */
export type LanguageSession = Pick<PortalSession, 'user' | 'setUser'> & { readonly impersonator: unknown };

/**
 * Keeps the portal's language and the signed-in person's stored one together (docs/adr/0803): the
 * stored language is used as soon as the user is known (sign-in, reload, a profile save), and a
 * language chosen in the top bar while signed in is saved as theirs. An administrator impersonating
 * someone keeps their own language and never changes the user's. Answers the function that stops it.
 */
export function followStoredLanguage(session: LanguageSession, i18n: I18n, transport: LanguageTransport): () => void {
  const stopReaction = reaction(
    () => (session.impersonator ? null : storedLanguageOf(session.user)),
    (stored) => {
      if (stored && stored !== i18n.language) void i18n.changeLanguage(stored);
    },
    { fireImmediately: true },
  );
  const saveChoice = (chosen: string) => {
    const user = session.user;
    if (!user || session.impersonator || !isLanguage(chosen) || storedLanguageOf(user) === chosen) return;
    void transport.saveLanguage(user, chosen).then((result) => {
      // The answer is the saved user; a refusal (a session that ended) leaves the choice in this browser only.
      if (result.ok && session.user?.id === result.data.id) session.setUser(result.data);
    });
  };
  i18n.on('languageChanged', saveChoice);
  return () => {
    stopReaction();
    i18n.off('languageChanged', saveChoice);
  };
}
