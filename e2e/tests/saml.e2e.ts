// SAML single sign-on (issue 8) through the real API, portal and a samlify identity provider on
// loopback: an enterprise administrator configures the provider from its metadata URL, a new person
// of the domain signs in SP-initiated, is provisioned just in time and lands in the example
// application; with Force SAML Login Only the portal's sign-in page sends the domain to the provider.
// A second administrator configures the provider by hand; a forced sign-in from the portal's /login
// lands in the application with its return path, and signing out goes through single logout.
import { randomBytes } from 'node:crypto';
import { publishTxt, samlKeyPem } from '@weather/test-peers';
import type { Page } from 'playwright-core';
import { createAccount, useBrowser } from '../src/harness';
import { EnterprisePage } from '../src/pages/enterprise-page';
import { ExampleAppPage } from '../src/pages/example-app-page';
import { LoginPage } from '../src/pages/login-page';
import { notification } from '../src/pages/notifications';

const { stack, newPage, signedInPage } = useBrowser();

/** The record is looked up every second and the Domains tab reloads every 15 s: allow for a busy machine. */
const VERIFIED_WITHIN_MS = 60_000;
const STORY_TIMEOUT_MS = 240_000;

/** An enterprise of the signed-in administrator with a new domain, verified through the test DNS server. */
async function enterpriseWithVerifiedDomain(page: Page, name: string): Promise<{ enterprise: EnterprisePage; domain: string }> {
  const domain = `sso-${randomBytes(4).toString('hex')}.test`;
  const enterprise = await new EnterprisePage(page).open();
  await enterprise.name.fill(name);
  await enterprise.save.click();
  await notification(page, 'Enterprise added successfully').waitFor();
  await enterprise.domain.fill(domain);
  await enterprise.addDomain.click();
  const row = enterprise.domainRow(domain);
  const record = await row.getByText(/^weather-identity-verification=/).textContent();
  publishTxt(stack.dnsZoneDir, domain, [record ?? '']);
  await row.getByText('Verified', { exact: true }).waitFor({ timeout: VERIFIED_WITHIN_MS });
  return { enterprise, domain };
}

describe('SAML single sign-on', () => {
  it('is configured by hand, forces the domain from the portal into the application with its return path, and signs out through single logout', async () => {
    const admin = await createAccount(stack, { label: 'saml-manual-admin' });
    const page = await signedInPage(admin);
    const { enterprise, domain } = await enterpriseWithVerifiedDomain(page, 'Bureau of Manual Sign-On');

    // The provider's details as its administrator would read them off its console.
    const idpUrl = stack.samlIdpMetadataUrl.replace(/\/metadata$/, '');
    await enterprise.tab('Single Sign-On').click();
    const section = page.getByRole('region', { name: domain });
    await section.getByRole('button', { name: 'Manual configuration' }).click();
    await section.getByRole('textbox', { name: 'Issuer (entity ID)' }).fill(stack.samlIdpMetadataUrl);
    await section.getByRole('textbox', { name: 'Sign-on URL' }).fill(`${idpUrl}/sso`);
    await section.getByRole('textbox', { name: 'Logout URL' }).fill(`${idpUrl}/slo`);
    await section.getByRole('textbox', { name: 'Signing certificate (PEM)' }).fill(samlKeyPem('idp-cert.pem'));
    await section.getByRole('button', { name: 'Save' }).click();
    await notification(page, 'Single sign-on saved').waitFor();
    await section.getByText('Sign-in: SAML').waitFor();
    await section.getByRole('button', { name: 'Force SAML Login Only' }).click();
    await notification(page, 'Users of this domain now sign in only with SAML').waitFor();

    // Forced SAML from the portal's sign-in page of an application: the provider, then the application at the return path.
    const radar = stack.exampleApps.radar;
    const person = await newPage();
    const email = `manual-${randomBytes(3).toString('hex')}@${domain}`;
    await person.goto(`${stack.portalUrl}/login?clientId=${radar.clientId}&return=${encodeURIComponent('/radar?day=2')}`);
    await new LoginPage(person).email.fill(email);
    await person.waitForURL((url) => url.href.startsWith(`${idpUrl}/sso`), { timeout: 30_000 });
    await person.getByLabel('Email').fill(email);
    await person.getByLabel('First name').fill('Katherine');
    await person.getByLabel('Last name').fill('Johnson');
    await person.getByRole('button', { name: 'Sign in' }).click();
    await person.waitForURL((url) => url.origin === radar.url && url.pathname === '/radar' && url.searchParams.get('day') === '2', { timeout: 60_000 });
    await new ExampleAppPage(person).signedInAs(email).waitFor();

    // Signing out of the portal goes through the provider's single logout and back to /logged-out.
    await person.goto(`${stack.portalUrl}/logout`);
    await person.waitForURL((url) => url.origin === new URL(stack.portalUrl).origin && url.pathname === '/logged-out', { timeout: 30_000 });
    await person.getByText('You are signed out').waitFor();
    await person.goto(`${stack.portalUrl}/appLauncher`);
    await person.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
  }, STORY_TIMEOUT_MS);

  it('is configured from the provider metadata, signs a new person in SP-initiated into the application, and can be forced', async () => {
    const admin = await createAccount(stack, { label: 'saml-admin' });
    const page = await signedInPage(admin);
    const { enterprise, domain } = await enterpriseWithVerifiedDomain(page, 'Bureau of Single Sign-On');

    await enterprise.tab('Single Sign-On').click();
    const section = page.getByRole('region', { name: domain });
    await section.getByRole('textbox', { name: 'Identity provider metadata URL' }).fill(stack.samlIdpMetadataUrl);
    await section.getByRole('button', { name: 'Fetch' }).click();
    await notification(page, 'Single sign-on saved').waitFor();
    await section.getByText('Sign-in: SAML').waitFor();
    const ownMetadata = await section.getByText(/\/auth\/saml\/\d+\/metadata$/).textContent();
    const loginUrl = (ownMetadata ?? '').replace(/\/metadata$/, '/login');
    expect(loginUrl.startsWith(`${stack.apiUrl}/auth/saml/`)).toBe(true);

    // SP-initiated, carrying the hand-off: the provider's page, then straight into Radar.
    const radar = stack.exampleApps.radar;
    const person = await newPage();
    await person.goto(`${loginUrl}?clientId=${radar.clientId}&return=${encodeURIComponent('/radar')}`);
    const email = `jit-${randomBytes(3).toString('hex')}@${domain}`;
    await person.getByLabel('Email').fill(email);
    await person.getByLabel('First name').fill('Grace');
    await person.getByLabel('Last name').fill('Hopper');
    await person.getByRole('button', { name: 'Sign in' }).click();
    await person.waitForURL((url) => url.origin === radar.url && url.pathname === '/radar', { timeout: 60_000 });
    await new ExampleAppPage(person).signedInAs(email).waitFor();

    // The new person is in the enterprise's users.
    await page.reload();
    await enterprise.tab('Users').click();
    await enterprise.userRow(email).waitFor();

    // Force SAML Login Only: the sign-in page sends an address of the domain to the provider.
    await enterprise.tab('Single Sign-On').click();
    await section.getByRole('button', { name: 'Force SAML Login Only' }).click();
    await notification(page, 'Users of this domain now sign in only with SAML').waitFor();
    const colleague = await newPage();
    const login = await new LoginPage(colleague).open();
    await login.email.fill(`someone@${domain}`);
    await colleague.waitForURL((url) => url.href.startsWith(stack.samlIdpMetadataUrl.replace('/metadata', '/sso')), { timeout: 30_000 });
    await colleague.getByRole('button', { name: 'Sign in' }).waitFor();
  }, STORY_TIMEOUT_MS);
});
