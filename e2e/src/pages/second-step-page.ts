// The /login/second-step screen (issue 29) as a person sees it, in English or Italian.
import type { Locator, Page } from 'playwright-core';

export class SecondStepPage {
  readonly heading: Locator;
  readonly authenticatorCode: Locator;
  readonly recoveryCode: Locator;
  readonly verify: Locator;
  readonly useRecoveryCode: Locator;
  readonly usePasskey: Locator;

  constructor(
    private readonly page: Page,
    language: 'en' | 'it' = 'en',
  ) {
    const en = language === 'en';
    this.heading = page.getByRole('heading', { name: en ? 'Two-step sign-in' : 'Accesso in due passaggi', level: 1 });
    this.authenticatorCode = page.getByRole('textbox', { name: en ? 'Authenticator code' : 'Codice di autenticazione' });
    this.recoveryCode = page.getByRole('textbox', { name: en ? 'Recovery code' : 'Codice di recupero' });
    this.verify = page.getByRole('button', { name: en ? 'Verify' : 'Verifica', exact: true });
    this.useRecoveryCode = page.getByRole('button', { name: en ? 'Use a recovery code' : 'Usa un codice di recupero' });
    this.usePasskey = page.getByRole('button', { name: en ? 'Use a passkey' : 'Usa una passkey' });
  }

  /** Waits for the page after a first step: the URL and its heading. */
  async reached(): Promise<this> {
    await this.page.waitForURL('**/login/second-step**');
    await this.heading.waitFor();
    return this;
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }
}
