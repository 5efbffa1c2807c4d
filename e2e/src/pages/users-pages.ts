// /users and /users/{id} of the admin remote (issue 30): the system administrator's user list and
// one user's page with its confirmed actions. Texts by language, so the Italian run finds the same
// controls.
import type { Locator, Page } from 'playwright-core';

export const USERS_TEXTS = {
  en: {
    search: 'Search users',
    table: 'Users',
    sessions: 'Live sessions',
    noSessions: 'No live sessions.',
    actions: 'Actions',
    disable: 'Disable',
    enable: 'Enable',
    signOut: 'Force sign-out',
    signOutConfirm: 'Sign out',
    disableTitle: (name: string) => `Disable ${name}?`,
    signOutTitle: (name: string) => `Sign ${name} out everywhere?`,
    disabled: (email: string) => `${email} is disabled and signed out`,
    signedOut: (email: string) => `${email} is signed out everywhere`,
    activity: 'Recent activity',
  },
  it: {
    search: 'Cerca utenti',
    table: 'Utenti',
    sessions: 'Sessioni attive',
    noSessions: 'Nessuna sessione attiva.',
    actions: 'Azioni',
    disable: 'Disattiva',
    enable: 'Attiva',
    signOut: 'Forza la disconnessione',
    signOutConfirm: 'Disconnetti',
    disableTitle: (name: string) => `Disattivare ${name}?`,
    signOutTitle: (name: string) => `Disconnettere ${name} ovunque?`,
    disabled: (email: string) => `${email} è disattivato e disconnesso`,
    signedOut: (email: string) => `${email} è disconnesso ovunque`,
    activity: 'Attività recente',
  },
} as const;

export type UsersLanguage = keyof typeof USERS_TEXTS;

export class UsersPage {
  readonly search: Locator;
  readonly table: Locator;

  constructor(
    private readonly page: Page,
    readonly texts: (typeof USERS_TEXTS)[UsersLanguage] = USERS_TEXTS.en,
  ) {
    this.search = page.getByRole('searchbox', { name: texts.search, exact: true });
    this.table = page.getByRole('table', { name: texts.table, exact: true });
  }

  async open(): Promise<this> {
    await this.page.goto('/users');
    await this.table.waitFor();
    return this;
  }

  /** The link of a user's row: their name, in the row that shows their address. */
  userLink(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email }).getByRole('link');
  }
}

export class UserPage {
  readonly sessions: Locator;
  readonly actions: Locator;

  constructor(
    private readonly page: Page,
    readonly texts: (typeof USERS_TEXTS)[UsersLanguage] = USERS_TEXTS.en,
  ) {
    this.sessions = page.getByRole('table', { name: texts.sessions, exact: true });
    this.actions = page.getByRole('region', { name: texts.actions, exact: true });
  }

  action(name: string): Locator {
    return this.actions.getByRole('button', { name, exact: true });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('alertdialog', { name: title, exact: true });
  }
}
