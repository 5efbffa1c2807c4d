import { type ApiResult, type Language, type PortalUser, createI18n } from '@weather/ui';
import { buildPortalUser } from '@weather/ui/testing';
import { makeAutoObservable } from 'mobx';
import type { LanguageTransport } from '../transport/language-transport';
import { followStoredLanguage } from './follow-stored-language';

class Session {
  impersonator: unknown = null;
  constructor(public user: PortalUser | null) {
    makeAutoObservable(this);
  }
  setUser(user: PortalUser): void {
    this.user = user;
  }
  impersonateAs(administrator: unknown): void {
    this.impersonator = administrator;
  }
}

/** Records the saves and answers the user with the saved locale. */
class RecordingTransport implements LanguageTransport {
  saves: Array<{ id: number; language: Language }> = [];
  async saveLanguage(user: PortalUser, language: Language): Promise<ApiResult<PortalUser>> {
    this.saves.push({ id: user.id, language });
    return { ok: true, data: { ...user, locale: language } as PortalUser };
  }
}

const withLocale = (locale: string | null) => buildPortalUser({ id: 5, locale } as Partial<PortalUser>);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(user: PortalUser | null, language: Language = 'en') {
  const i18n = createI18n({ language, storage: null, document: null });
  const session = new Session(user);
  const transport = new RecordingTransport();
  const stop = followStoredLanguage(session, i18n, transport);
  return { i18n, session, transport, stop };
}

describe(followStoredLanguage.name, () => {
  it('speaks the stored language of the user who signs in, and saves nothing for it', async () => {
    const { i18n, session, transport } = setUp(null);

    session.setUser(withLocale('it'));
    await settle();

    expect(i18n.language).toBe('it');
    expect(transport.saves).toEqual([]);
  });

  it('keeps the browser\'s language for a user who stored none', async () => {
    const { i18n, transport } = setUp(withLocale(null), 'it');
    await settle();

    expect(i18n.language).toBe('it');
    expect(transport.saves).toEqual([]);
  });

  it('saves a language chosen while signed in, and the session holds the saved user', async () => {
    const { i18n, session, transport } = setUp(withLocale(null));

    await i18n.changeLanguage('it');
    await settle();

    expect(transport.saves).toEqual([{ id: 5, language: 'it' }]);
    expect((session.user as PortalUser & { locale: string }).locale).toBe('it');
  });

  it('saves nothing while signed out, nor for an impersonation, which keeps the administrator\'s language', async () => {
    const signedOut = setUp(null);
    await signedOut.i18n.changeLanguage('it');

    const impersonated = setUp(null);
    impersonated.session.impersonateAs({ id: 1 });
    impersonated.session.setUser(withLocale('it'));
    await settle();
    await impersonated.i18n.changeLanguage('en');
    await settle();

    expect(signedOut.transport.saves).toEqual([]);
    expect(impersonated.transport.saves).toEqual([]);
    expect(impersonated.i18n.language).toBe('en');
  });

  it('stops following once stopped', async () => {
    const { i18n, session, transport, stop } = setUp(withLocale(null));
    stop();

    await i18n.changeLanguage('it');
    session.setUser(withLocale('en'));
    await settle();

    expect(transport.saves).toEqual([]);
    expect(i18n.language).toBe('it');
  });
});
