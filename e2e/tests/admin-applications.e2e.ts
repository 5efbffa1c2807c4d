// The application catalogue of the admin remote (SPEC §2, §4, §5, §8): a SYSADMIN creates an
// application (Application Added!, the secrets shown once, the form reset), is refused a taken
// client id with the server's message under the field, sees the new card on the launcher, edits it
// (Application Updated!) and rotates its secret (Application Saved!). The new application's webhook
// is the radar example's, which refuses its signature: the card settles at once as not authorized.
// The form's OpenID Connect section (issue 28) turns an application into a client of the provider,
// with the shared rules and the server's outbound address check under the fields. The theme and the
// post-callback URL (SPEC §3, issue 30) are set in English and Italian, refused off the application's
// origin, and shown again from the API after a reload.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { accessibilityViolations, saveScreenshot, useBrowser } from '../src/harness';
import { type ApplicationFields, ApplicationFormPage, ApplicationsListPage } from '../src/pages/applications-pages';
import { LauncherPage } from '../src/pages/launcher-page';
import { notification } from '../src/pages/notifications';
import { TopBar } from '../src/pages/top-bar';

const { stack, signedInPage } = useBrowser();
const { admin, reader } = stack.users;
const { radar } = stack.exampleApps;

function newApplication(): ApplicationFields {
  const tag = randomBytes(3).toString('hex');
  return {
    name: `Tides ${tag}`,
    clientId: `weather-tides-${tag}`,
    description: 'High and low water along the coast.',
    imageUrl: `${radar.url}/logo.svg`,
    baseUrl: radar.url,
    callbackUrl: `${radar.url}/auth/callback`,
    webhookUrl: `${radar.url}/webhooks/identity`,
    orderingNumber: '3',
  };
}

/** The OpenID Connect section's controls by their labels. */
function oidcSection(page: Page) {
  return {
    enabled: page.getByRole('switch', { name: 'Sign in through OpenID Connect' }),
    clientType: (name: 'Public' | 'Confidential') => page.getByRole('radio', { name: new RegExp(`^${name}`) }),
    grantType: (name: 'Authorization code' | 'Refresh token' | 'Client credentials') => page.getByRole('checkbox', { name, exact: true }),
    grantTypes: page.getByRole('group', { name: 'Grant types' }),
    redirectUris: page.getByRole('textbox', { name: 'Redirect URIs', exact: true }),
    postLogoutRedirectUris: page.getByRole('textbox', { name: 'Post-logout redirect URIs', exact: true }),
    backchannelLogoutUri: page.getByRole('textbox', { name: 'Back-channel logout URL', exact: true }),
    firstParty: page.getByRole('checkbox', { name: 'First party', exact: true }),
  };
}

/** The message under a control: Fluent's Field links it with aria-describedby. */
async function messageUnder(page: Page, control: ReturnType<Page['getByRole']>): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(' ').filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

describe('the application catalogue', () => {
  /** A new application added through the form as the administrator, then opened from the list for editing. */
  async function addedAndOpened(): Promise<{ application: ApplicationFields; page: Page; form: ApplicationFormPage }> {
    const application = newApplication();
    const page = await signedInPage(admin);
    const form = await new ApplicationFormPage(page).openCreate();
    await form.fill(application);
    await form.add.click();
    await notification(page, 'Application Added!').waitFor();
    const list = await new ApplicationsListPage(page).open();
    await list.row(application.name).getByRole('link', { name: application.name }).click();
    await page.getByRole('heading', { name: `Edit ${application.name}`, level: 1 }).waitFor();
    return { application, page, form };
  }

  it('lists the seeded applications with their client ids, and keeps the pages from anyone but a SYSADMIN', async () => {
    const page = await signedInPage(admin);
    await new LauncherPage(page).open();
    // The top bar's applications icon (SYSADMIN only) opens the remote's list.
    await new TopBar(page).root.getByRole('link', { name: 'Applications' }).click();
    const list = new ApplicationsListPage(page);
    await list.table.waitFor();
    expect(new URL(page.url()).pathname).toBe('/applications');

    for (const [name, clientId] of [['Radar', 'weather-radar'], ['Forecast', 'weather-forecast'], ['Alerts', 'weather-alerts']]) {
      await list.row(name!).getByText(clientId!, { exact: true }).waitFor();
    }
    await list.row('Radar').getByText(`${radar.url}/auth/callback`).waitFor();
    await saveScreenshot(page, 'applications-list');
    expect(await accessibilityViolations(page)).toEqual([]);

    const readerPage = await signedInPage(reader);
    await readerPage.goto('/applications/create');
    await readerPage.waitForURL((url) => url.pathname === '/appLauncher');
    expect(await readerPage.getByRole('button', { name: 'Add application' }).count()).toBe(0);
  });

  it('creates an application, shows its secret once, refuses its client id again, and puts it on the launcher', async () => {
    const application = newApplication();
    const page = await signedInPage(admin);
    const list = await new ApplicationsListPage(page).open();
    await list.create.click();
    const form = new ApplicationFormPage(page);
    await form.add.waitFor();

    // The rules of SPEC §5 answer before any call.
    await form.field('Name').fill('A name much longer than thirty characters');
    await form.add.click();
    await notification(page, 'Sorry, Application could not be saved!').waitFor();
    expect(await form.errorUnder('Name')).toContain('Maximum 30 characters');
    expect(await form.errorUnder('Ordering number')).toContain('Ordering number is required');
    expect(await accessibilityViolations(page)).toEqual([]);

    await form.fill(application);
    await form.add.click();
    await notification(page, 'Application Added!').waitFor();
    expect(await form.secretValue('Client id')).toBe(application.clientId);
    expect(await form.secretValue('Client secret')).toMatch(/^\S{32,}$/);
    expect(await form.field('Name').inputValue()).toBe('');
    await saveScreenshot(page, 'application-added-secrets');

    // The same client id again: the server refuses it, under the field.
    await form.fill({ ...application, name: 'Tides again' });
    await form.add.click();
    await notification(page, 'Sorry, Application could not be saved!').last().waitFor();
    await page.getByText('Another application already has this client id').waitFor();
    expect(await form.errorUnder('Client id')).toBe('Another application already has this client id');

    const launcher = await new LauncherPage(page).open();
    await launcher.card(application.name).waitFor();
    await launcher.learnMore(application.name).waitFor();
    expect(await launcher.card(application.name).locator('img').getAttribute('src')).toBe(application.imageUrl);
  });

  it('edits an application, rotates its secret, and the launcher shows the new name', async () => {
    const { application, page, form } = await addedAndOpened();
    const renamed = `${application.name} v2`;
    await form.field('Name').fill(renamed);
    await form.field('Sysadmin url').fill(`${radar.url}/admin`);
    await form.save.click();
    await notification(page, 'Application Updated!').waitFor();
    await page.getByRole('heading', { name: `Edit ${renamed}`, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Rotate client secret' }).click();
    await page.getByRole('button', { name: 'Rotate now' }).click();
    await notification(page, 'Application Saved!').waitFor();
    expect(await form.secretValue('Client secret')).toMatch(/^\S{32,}$/);

    const launcher = await new LauncherPage(page).open();
    await launcher.card(renamed).waitFor();
    expect(await launcher.card(application.name).count()).toBe(0);
  });

  it('speaks Italian on the create form, with no accessibility violation', async () => {
    const page = await signedInPage(admin, { locale: 'it-IT' });
    await page.goto('/applications/create');
    await page.getByRole('heading', { name: 'Crea applicazione', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Aggiungi applicazione' }).click();
    await notification(page, 'Spiacenti, non è stato possibile salvare l’applicazione!').waitFor();
    await page.getByText("Il numero d'ordine è obbligatorio").waitFor();

    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('sets a theme and a post-callback url, refuses one off the application\'s address, and shows both after a reload', async () => {
    const { application, page, form } = await addedAndOpened();
    const theme = page.getByRole('combobox', { name: /^Theme/ });
    const postCallbackUrl = form.field('Post-callback url');
    // A Fluent dropdown (issue 31 #10): it shows the chosen theme's name, and is opened to pick one.
    expect(await theme.innerText()).toBe('Primary');
    expect(await postCallbackUrl.inputValue()).toBe('');

    // The shared rule answers before any call: the token may only go to the application's own address.
    await postCallbackUrl.fill('https://elsewhere.example.com/auth/post-callback');
    expect(await form.errorUnder('Post-callback url')).toContain('Use the address (scheme, host and port) of the base url or the callback url');
    await form.save.click();
    await notification(page, 'Sorry, Application could not be saved!').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await theme.click();
    await page.getByRole('option', { name: 'Yellow', exact: true }).click();
    await postCallbackUrl.fill(`${radar.url}/auth/post-callback`);
    await form.save.click();
    await notification(page, 'Application Updated!').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: `Edit ${application.name}`, level: 1 }).waitFor();
    await theme.waitFor();
    expect(await theme.innerText()).toBe('Yellow');
    expect(await postCallbackUrl.inputValue()).toBe(`${radar.url}/auth/post-callback`);
    await saveScreenshot(page, 'application-theme-post-callback');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Emptied, the post-callback url is cleared: the token travels by redirect again.
    await postCallbackUrl.fill('');
    await form.save.click();
    await notification(page, 'Application Updated!').last().waitFor();
    await page.reload();
    await theme.waitFor();
    expect(await postCallbackUrl.inputValue()).toBe('');
    expect(await theme.innerText()).toBe('Yellow');
  });

  it('sets the theme and the post-callback url in Italian, with the Italian message and no accessibility violation', async () => {
    const { application, page } = await addedAndOpened();
    const italian = await signedInPage(admin, { locale: 'it-IT' });
    await italian.goto(new URL(page.url()).pathname);
    await italian.getByRole('heading', { name: `Modifica ${application.name}`, level: 1 }).waitFor();
    const theme = italian.getByRole('combobox', { name: /^Tema/ });
    const postCallbackUrl = italian.getByRole('textbox', { name: /^URL di post-callback/ });

    await postCallbackUrl.fill('http://127.0.0.1:1/post');
    await italian.getByRole('button', { name: 'Salva', exact: true }).click();
    await notification(italian, 'Spiacenti, non è stato possibile salvare l’applicazione!').waitFor();
    await italian.getByText("Usa l'indirizzo (schema, host e porta) dell'url di base o dell'url di callback").waitFor();
    expect(await accessibilityViolations(italian)).toEqual([]);

    await theme.click();
    await italian.getByRole('option', { name: 'Bianco', exact: true }).click();
    await postCallbackUrl.fill(`${radar.url}/auth/post-callback`);
    await italian.getByRole('button', { name: 'Salva', exact: true }).click();
    await notification(italian, 'Applicazione aggiornata!').waitFor();

    await italian.reload();
    await theme.waitFor();
    expect(await theme.innerText()).toBe('Bianco');
    expect(await postCallbackUrl.inputValue()).toBe(`${radar.url}/auth/post-callback`);
    await saveScreenshot(italian, 'application-theme-post-callback-it');
    expect(await accessibilityViolations(italian)).toEqual([]);
  });

  it('makes an application an OpenID Connect client, with the rules under the fields, and switches it back to the hand-off only', async () => {
    const { application, page, form } = await addedAndOpened();
    const oidc = oidcSection(page);
    expect(await oidc.enabled.isChecked()).toBe(false);
    expect(await oidc.redirectUris.count()).toBe(0);

    await oidc.enabled.check();
    // The shared rules answer as the fields change, before any call.
    await oidc.clientType('Public').check();
    await oidc.grantType('Client credentials').check();
    expect(await messageUnder(page, oidc.grantTypes)).toContain('A public client cannot use client credentials');
    await oidc.grantType('Client credentials').uncheck();
    await oidc.redirectUris.fill('http://tides.weather.test/auth/oidc');
    expect(await messageUnder(page, oidc.redirectUris)).toContain('Use https; http is accepted only on localhost, 127.0.0.1 and [::1]');
    const redirectUris = [`${radar.url}/auth/oidc`, 'https://tides.weather.test/auth/oidc'];
    await oidc.redirectUris.fill(redirectUris.join('\n'));
    await oidc.postLogoutRedirectUris.fill(`${radar.url}/`);
    await oidc.firstParty.uncheck();
    // Only the server knows where an address leads: a private network is refused when saved.
    await oidc.backchannelLogoutUri.fill('https://10.0.0.1/oidc/backchannel-logout');
    await form.save.click();
    await notification(page, 'Sorry, Application could not be saved!').waitFor();
    expect(await messageUnder(page, oidc.backchannelLogoutUri)).toContain('This address is on a local or private network; the service may not call it');
    await saveScreenshot(page, 'application-oidc-refused');
    expect(await accessibilityViolations(page)).toEqual([]);

    await oidc.backchannelLogoutUri.fill(`${radar.url}/oidc/backchannel-logout`);
    await form.save.click();
    await notification(page, 'Application Updated!').waitFor();

    // A fresh page shows what the API stored.
    await page.reload();
    await page.getByRole('heading', { name: `Edit ${application.name}`, level: 1 }).waitFor();
    await oidc.redirectUris.waitFor();
    expect(await oidc.enabled.isChecked()).toBe(true);
    expect(await oidc.clientType('Public').isChecked()).toBe(true);
    expect(await oidc.grantType('Authorization code').isChecked()).toBe(true);
    expect(await oidc.grantType('Refresh token').isChecked()).toBe(true);
    expect(await oidc.grantType('Client credentials').isChecked()).toBe(false);
    expect(await oidc.redirectUris.inputValue()).toBe(redirectUris.join('\n'));
    expect(await oidc.postLogoutRedirectUris.inputValue()).toBe(`${radar.url}/`);
    expect(await oidc.backchannelLogoutUri.inputValue()).toBe(`${radar.url}/oidc/backchannel-logout`);
    expect(await oidc.firstParty.isChecked()).toBe(false);
    await saveScreenshot(page, 'application-oidc-saved');

    await oidc.enabled.uncheck();
    await form.save.click();
    await notification(page, 'Application Updated!').last().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `Edit ${application.name}`, level: 1 }).waitFor();
    await form.field('Name').waitFor();
    expect(await oidc.enabled.isChecked()).toBe(false);
  });
});
