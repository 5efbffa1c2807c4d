import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildDomain, FakeEnterpriseTransport } from '../../testing/fake-enterprise-transport';
import { renderEnterprise } from '../../testing/render-enterprise';

const admin = buildPortalUser({ id: 1, is_enterprise_administrator: true, Enterprise: { id: 7 } });
const verified = buildDomain({ id: 3, name: 'bureau-of-clouds.com', is_verified: true, status: 'Verified' });

function withDomains(domains = [verified]) {
  const transport = new FakeEnterpriseTransport(admin);
  transport.enterprise = { id: 7, name: 'Bureau of Clouds', EnterpriseDomains: domains, users: 1, saml: false, require_second_factor: false };
  return transport;
}

async function openTab(options: Parameters<typeof renderEnterprise>[1]) {
  const user = userEvent.setup();
  const rendered = renderEnterprise(admin, options);
  await user.click(await screen.findByRole('tab', { name: options?.language === 'it' ? 'Single Sign-On' : 'Single Sign-On' }));
  return { user, ...rendered };
}

describe('the Single Sign-On tab', () => {
  it('fetches the provider metadata by URL and saves it, then forces SAML', async () => {
    const { user, transport } = await openTab({ transport: withDomains() });
    const section = await screen.findByRole('region', { name: 'bureau-of-clouds.com' });
    const force = within(section).getByRole('button', { name: 'Force SAML Login Only' });
    expect(force).toBeDisabled();
    expect(within(section).getByText('Sign-in: password')).toBeInTheDocument();

    await user.type(within(section).getByRole('textbox', { name: 'Identity provider metadata URL' }), 'https://idp.bureau-of-clouds.com/metadata');
    await user.click(within(section).getByRole('button', { name: 'Fetch' }));

    expect(await screen.findByText('Single sign-on saved')).toBeInTheDocument();
    expect(transport.calls).toContain('fetchIdpMetadata https://idp.bureau-of-clouds.com/metadata');
    expect(transport.calls.some((call) => call.startsWith('saveSaml 7 3 {"provider_issuer":"https://idp.bureau-of-clouds.com/metadata"'))).toBe(true);
    expect(await within(section).findByText('Sign-in: SAML')).toBeInTheDocument();

    await user.click(force);
    expect(await screen.findByText('Users of this domain now sign in only with SAML')).toBeInTheDocument();
    expect(transport.calls).toContain('forceSaml 7 3 true');
    expect(force).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves the four fields by hand and shows the server\'s field errors', async () => {
    const transport = withDomains();
    const { user } = await openTab({ transport });
    const section = await screen.findByRole('region', { name: 'bureau-of-clouds.com' });

    await user.click(within(section).getByRole('button', { name: 'Manual configuration' }));
    await user.type(within(section).getByRole('textbox', { name: /Issuer \(entity ID\)/ }), 'https://idp.test/metadata');
    await user.type(within(section).getByRole('textbox', { name: /Sign-on URL/ }), 'http://idp.test/sso');
    await user.type(within(section).getByRole('textbox', { name: /Signing certificate/ }), 'MIIC');
    transport.refuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'signon_service_url', code: 'SAML_URL_INVALID', message: 'Enter an https address' }],
    };
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Enter an https address')).toBeInTheDocument();

    transport.refuseWith = null;
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Single sign-on saved')).toBeInTheDocument();
    expect(transport.calls.at(-1)).toBe('saveSaml 7 3 {"provider_issuer":"https://idp.test/metadata","signon_service_url":"http://idp.test/sso","logout_service_url":null,"provider_certificate":"MIIC"}');
  });

  it('shows whether SHA-1 signatures are accepted from a saved provider, and turns the opt-in on and off', async () => {
    const provider = { provider_issuer: 'https://old-idp.test/metadata', signon_service_url: 'https://old-idp.test/sso', logout_service_url: null, provider_certificate: 'PEM', is_forced: true, allow_sha1_signatures: false };
    const unconfigured = buildDomain({ id: 4, name: 'rain.example.com', is_verified: true, status: 'Verified' });
    const { user, transport } = await openTab({ transport: withDomains([{ ...verified, authentication_provider_type: 'SAML', SamlAuthenticationProvider: provider }, unconfigured]) });
    const section = await screen.findByRole('region', { name: 'bureau-of-clouds.com' });
    // Offered only once a provider is saved.
    expect(within(screen.getByRole('region', { name: 'rain.example.com' })).queryByRole('button', { name: 'Accept SHA-1 signatures' })).not.toBeInTheDocument();
    const sha1 = within(section).getByRole('button', { name: 'Accept SHA-1 signatures' });
    expect(sha1).toHaveAttribute('aria-pressed', 'false');

    await user.click(sha1);
    expect(await screen.findByText('SHA-1 signatures from this identity provider are now accepted')).toBeInTheDocument();
    expect(transport.calls.at(-1)).toBe('saveSaml 7 3 {"provider_issuer":"https://old-idp.test/metadata","signon_service_url":"https://old-idp.test/sso","logout_service_url":null,"provider_certificate":"PEM","allow_sha1_signatures":true}');
    expect(sha1).toHaveAttribute('aria-pressed', 'true');
    expect(within(section).getByRole('button', { name: 'Force SAML Login Only' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(sha1);
    expect(await screen.findByText('SHA-1 signatures from this identity provider are now refused')).toBeInTheDocument();
    expect(sha1).toHaveAttribute('aria-pressed', 'false');
  });

  it("copies the domain's own metadata URL, and asks to verify a domain first", async () => {
    const { user, copied } = await openTab({ transport: withDomains([verified, buildDomain({ id: 4, name: 'rain.example.com' })]) });
    const section = await screen.findByRole('region', { name: 'bureau-of-clouds.com' });

    expect(within(section).getByText('https://api.weather.test/auth/saml/3/metadata')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Copy the metadata URL of bureau-of-clouds.com' }));
    expect(await screen.findByText('Metadata URL copied')).toBeInTheDocument();
    expect(copied).toEqual(['https://api.weather.test/auth/saml/3/metadata']);
    expect(within(screen.getByRole('region', { name: 'rain.example.com' })).getByText('Verify this domain on the Domains tab first.')).toBeInTheDocument();
  });

  it('is in Italian', async () => {
    await openTab({ transport: withDomains(), language: 'it' });
    const section = await screen.findByRole('region', { name: 'bureau-of-clouds.com' });
    expect(within(section).getByRole('button', { name: 'Forza solo accesso SAML' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Scarica' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Configurazione manuale' })).toBeInTheDocument();
  });

  it('offers the SHA-1 opt-in in Italian', async () => {
    const provider = { provider_issuer: 'https://old-idp.test/metadata', signon_service_url: 'https://old-idp.test/sso', logout_service_url: null, provider_certificate: 'PEM', is_forced: false, allow_sha1_signatures: true };
    await openTab({ transport: withDomains([{ ...verified, authentication_provider_type: 'SAML', SamlAuthenticationProvider: provider }]), language: 'it' });
    const section = await screen.findByRole('region', { name: 'bureau-of-clouds.com' });
    expect(within(section).getByRole('button', { name: 'Accetta firme SHA-1' })).toHaveAttribute('aria-pressed', 'true');
  });
});
