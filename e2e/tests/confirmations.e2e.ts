// Destructive actions ask first (issue 31 #7): disabling an enterprise user, setting a temporary
// password, forcing a sign-out, ending one session or all other ones, rotating an application's
// secrets. Each opens an alertdialog that
// names what will happen and to whom, with the focus on Cancel; Cancel sends nothing and changes
// nothing, the confirm button (named after the action) acts as before. Desktop in English, phone in
// Italian, and axe (every impact) on an open confirmation.
import { randomBytes } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { accessibilityViolations, createAccount, useBrowser } from '../src/harness';
import { signInToApi } from '../src/harness/api-session';
import { verifiedEnterprise } from '../src/harness/enterprise-setup';
import { EnterprisePage } from '../src/pages/enterprise-page';
import { notification } from '../src/pages/notifications';
import { SessionsTab } from '../src/pages/sessions-tab';

const { stack, signedInPage } = useBrowser();
const PHONE = { width: 390, height: 844 };
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The state-changing requests the page sends that match the path, as "METHOD path". */
function recordWrites(page: Page, path: RegExp): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && request.method() !== 'OPTIONS' && path.test(url.pathname)) writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}

/** The open confirmation: its name and description, and the name of the focused button. */
async function confirmation(page: Page): Promise<{ title: string; what: string; focused: string }> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  // The focus moves to Cancel once the dialog has mounted.
  await page.waitForFunction(() => document.activeElement?.closest('[role="alertdialog"]') && document.activeElement.tagName === 'BUTTON');
  return dialog.evaluate((element) => {
    const byId = (ids: string | null) => (ids ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    return {
      title: byId(element.getAttribute('aria-labelledby')),
      what: byId(element.getAttribute('aria-describedby')),
      focused: document.activeElement?.textContent?.trim() ?? '',
    };
  });
}

async function signInFrom(email: string, password: string, userAgent: string): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: stack.portalUrl, 'User-Agent': userAgent },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in from ${userAgent} answered ${answer.status}`);
  return answer.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
}

async function statusOf(cookie: string): Promise<number> {
  return (await fetch(`${stack.apiUrl}/v1/users/me`, { headers: { Cookie: cookie } })).status;
}

describe('confirmations of destructive actions', () => {
  it('enterprise users: disable, temporary password and force logout ask; Cancel changes nothing; confirm acts (desktop English, phone Italian)', async () => {
    const { admin, users } = await verifiedEnterprise(stack, 'confirm', ['alice', 'bob']);
    const [alice, bob] = users as [(typeof users)[0], (typeof users)[0]];
    const alicesCookie = await signInFrom(alice.email, alice.password, FIREFOX_ON_WINDOWS);

    const page = await signedInPage(admin);
    const writes = recordWrites(page, /\/v1\/enterprises\/\d+\/users\//);
    const enterprise = new EnterprisePage(page);
    await page.goto('/enterprise?tab=users');
    await enterprise.userRow(alice.email).waitFor();

    const asked = {
      'Disable user': {
        title: 'Disable Ada Lovelace?',
        what: `Ada Lovelace (${alice.email}) will be signed out on every device and cannot sign in until the user is enabled again.`,
      },
      'Set temporary password': {
        title: 'Set a temporary password for Ada Lovelace?',
        what: `The current password of Ada Lovelace (${alice.email}) will stop working and every session of theirs will end. You will see the temporary password once; they must choose a new password at their next sign-in.`,
      },
      'Force logout': {
        title: 'Sign Ada Lovelace out?',
        what: `Every session of Ada Lovelace (${alice.email}) will end at once, on every device; they can sign in again.`,
      },
    } as const;
    for (const [item, expected] of Object.entries(asked) as [keyof typeof asked, (typeof asked)[keyof typeof asked]][]) {
      await enterprise.userAction(alice.email, item);
      expect(await confirmation(page)).toEqual({ ...expected, focused: 'Cancel' });
      if (item === 'Disable user') expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    }
    // Escape cancels too.
    await enterprise.userAction(alice.email, 'Disable user');
    await confirmation(page);
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(writes).toEqual([]);
    await enterprise.userRow(alice.email).getByText('Verified · Enabled').waitFor();
    expect(await statusOf(alicesCookie)).toBe(200);

    await enterprise.userAction(alice.email, 'Disable user');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable user', exact: true }).click();
    await notification(page, 'User disabled').waitFor();
    await enterprise.userRow(alice.email).getByText('Verified · Disabled').waitFor();
    expect(writes).toHaveLength(1);
    expect(await statusOf(alicesCookie)).toBe(401);

    // On a phone, in Italian: bob's row is a card; the same questions in Italian.
    const phone = await signedInPage(admin, { locale: 'it-IT' });
    await phone.setViewportSize(PHONE);
    const phoneWrites = recordWrites(phone, /\/v1\/enterprises\/\d+\/users\//);
    await phone.goto('/enterprise?tab=users');
    const menu = phone.getByRole('button', { name: `Azioni per ${bob.email}`, exact: true });
    await menu.click();
    await phone.getByRole('menuitem', { name: 'Forza disconnessione', exact: true }).click();
    expect(await confirmation(phone)).toEqual({
      title: 'Disconnettere Ada Lovelace?',
      what: `Ogni sessione di Ada Lovelace (${bob.email}) terminerà subito, su ogni dispositivo; potrà accedere di nuovo.`,
      focused: 'Annulla',
    });
    expect(await accessibilityViolations(phone)).toEqual([]);
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Annulla', exact: true }).click();
    await phone.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(phoneWrites).toEqual([]);

    await menu.click();
    await phone.getByRole('menuitem', { name: 'Imposta password temporanea', exact: true }).click();
    expect((await confirmation(phone)).title).toBe('Impostare una password temporanea per Ada Lovelace?');
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Imposta password temporanea', exact: true }).click();
    await notification(phone, 'Password temporanea impostata').waitFor();
    await phone.getByRole('status').filter({ hasText: `Password temporanea per ${bob.email}` }).waitFor();
    expect(phoneWrites).toHaveLength(1);
  });

  it('sessions: ending one or all other sessions asks; Cancel ends nothing; confirm ends (desktop English, phone Italian)', async () => {
    const traveller = await createAccount(stack, { label: 'confirm-sessions' });
    const laptop = await signInFrom(traveller.email, traveller.password, FIREFOX_ON_WINDOWS);
    const iphone = await signInFrom(traveller.email, traveller.password, SAFARI_ON_IPHONE);

    const page = await signedInPage(traveller);
    const writes = recordWrites(page, /\/v1\/users\/me\/sessions/);
    const sessions = await new SessionsTab(page).open();
    await sessions.signOutOf('Firefox 133 on Windows 10').click();
    expect(await confirmation(page)).toEqual({
      title: 'Sign out of Firefox 133 on Windows 10?',
      what: 'The session of Firefox 133 on Windows 10 (127.0.0.1) will end at once: whoever uses it must sign in again.',
      focused: 'Cancel',
    });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await sessions.signOutOthers.click();
    expect((await confirmation(page)).what).toBe('Your 2 other sessions will end at once, on every device but this one: each must sign in again.');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(writes).toEqual([]);
    expect(await sessions.list.getByRole('listitem').count()).toBe(3);
    expect([await statusOf(laptop), await statusOf(iphone)]).toEqual([200, 200]);

    await sessions.signOutOf('Firefox 133 on Windows 10').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out of this session', exact: true }).click();
    await notification(page, 'Session ended').waitFor();
    expect([await statusOf(laptop), await statusOf(iphone)]).toEqual([401, 200]);

    const phone = await signedInPage(traveller, { locale: 'it-IT' });
    await phone.setViewportSize(PHONE);
    await phone.goto('/profile?tab=sessions');
    await phone.getByRole('button', { name: 'Esci da tutte le altre sessioni', exact: true }).click();
    expect(await confirmation(phone)).toEqual({
      title: 'Uscire da tutte le altre sessioni?',
      // The desktop page's session and the iPhone's.
      what: 'Le tue altre 2 sessioni termineranno subito, su ogni dispositivo tranne questo: ciascuna dovrà accedere di nuovo.',
      focused: 'Annulla',
    });
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Esci da tutte le altre sessioni', exact: true }).click();
    await notification(phone, 'Tutte le altre sessioni sono terminate').waitFor();
    expect(await statusOf(iphone)).toBe(401);
  });

  it("applications: Rotate client secret asks, naming the application; Cancel and Escape rotate nothing; confirm rotates (desktop English, phone Italian)", async () => {
    // An application of this test's own: rotating a seeded one would cut off the example applications.
    const { admin } = stack.users;
    const { radar } = stack.exampleApps;
    const tag = randomBytes(3).toString('hex');
    const name = `Tides ${tag}`;
    const api = await signInToApi(stack.apiUrl, new URL(stack.portalUrl).origin, admin.email, admin.password);
    const added = await api.request('POST', '/v1/siteapplications', {
      name,
      client_id: `weather-tides-${tag}`,
      description: 'High and low water along the coast.',
      image_url: `${radar.url}/logo.svg`,
      base_url: radar.url,
      callback_url: `${radar.url}/auth/callback`,
      webhook_url: `${radar.url}/webhooks/identity`,
      ordering_number: 3,
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    const secretWrites = /\/v1\/siteapplications\/\d+\/secret$/;

    const page = await signedInPage(admin);
    const writes = recordWrites(page, secretWrites);
    await page.goto(`/applications/${id}`);
    const rotate = page.getByRole('button', { name: 'Rotate client secret', exact: true });
    await rotate.click();
    expect(await confirmation(page)).toEqual({
      title: `Rotate the secrets of ${name}?`,
      what: `The current client secret and webhook secret of ${name} will stop working at once. The new ones are shown once: give them to the application right away.`,
      focused: 'Cancel',
    });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await rotate.click();
    await confirmation(page);
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(writes).toEqual([]);

    await rotate.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate now', exact: true }).click();
    await notification(page, 'Application Saved!').waitFor();
    expect(writes).toEqual([`POST /v1/siteapplications/${id}/secret`]);

    const phone = await signedInPage(admin, { locale: 'it-IT' });
    await phone.setViewportSize(PHONE);
    const phoneWrites = recordWrites(phone, secretWrites);
    await phone.goto(`/applications/${id}`);
    await phone.getByRole('button', { name: 'Rigenera il client secret', exact: true }).click();
    expect(await confirmation(phone)).toEqual({
      title: `Rigenerare i secret di ${name}?`,
      what: `Il client secret e il webhook secret attuali di ${name} smetteranno subito di funzionare. Quelli nuovi si vedono una sola volta: consegnali subito all’applicazione.`,
      focused: 'Annulla',
    });
    expect(await accessibilityViolations(phone)).toEqual([]);
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Annulla', exact: true }).click();
    await phone.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(phoneWrites).toEqual([]);
  });
});
