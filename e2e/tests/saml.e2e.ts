// SAML single sign-on (issue 8) through the real API, portal and a samlify identity provider on
// loopback: an enterprise administrator configures the provider from its metadata URL, a new person
// of the domain signs in SP-initiated, is provisioned just in time and lands in the example
// application; with Force SAML Login Only the portal's sign-in page sends the domain to the provider.
import { randomBytes } from 'node:crypto';
import { createAccount, useBrowser } from '../src/harness';
import { publishTxt } from '../src/harness/dns-server';
import { EnterprisePage } from '../src/pages/enterprise-page';
import { ExampleAppPage } from '../src/pages/example-app-page';
import { LoginPage } from '../src/pages/login-page';
import { notification } from '../src/pages/notifications';

const { stack, newPage, signedInPage } = useBrowser();

/** The record is looked up every second and the Domains tab reloads every 15 s: allow for a busy machine. */
const VERIFIED_WITHIN_MS = 60_000;
const STORY_TIMEOUT_MS = 240_000;

describe('SAML single sign-on', () => {
  it('is configured from the provider metadata, signs a new person in SP-initiated into the application, and can be forced', async () => {
    const domain = `sso-${randomBytes(4).toString('hex')}.test`;
    const admin = await createAccount(stack, { label: 'saml-admin' });
    const page = await signedInPage(admin);
    const enterprise = await new EnterprisePage(page).open();
    await enterprise.name.fill('Bureau of Single Sign-On');
    await enterprise.save.click();
    await notification(page, 'Enterprise added successfully').waitFor();
    await enterprise.domain.fill(domain);
    await enterprise.addDomain.click();
    const row = enterprise.domainRow(domain);
    const record = await row.getByText(/^weather-identity-verification=/).textContent();
    publishTxt(stack.dnsZoneDir, domain, [record ?? '']);
    await row.getByText('Verified', { exact: true }).waitFor({ timeout: VERIFIED_WITHIN_MS });

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
