import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildApplication, FakeAdminTransport } from '../../testing/fake-admin-transport';
import { renderAdmin } from '../../testing/render-admin';

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });

describe('the OpenID Connect section of the application form', () => {
  it('turns an application into a client: the settings show behind the switch, their rules under them, and are saved', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 5 })];
    renderAdmin(sysadmin, { path: '/applications/5', transport });
    const switchControl = await screen.findByRole('switch', { name: /^Sign in through OpenID Connect/ });
    expect(switchControl).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Redirect URIs/ })).not.toBeInTheDocument();

    await user.click(switchControl);
    await user.click(screen.getByRole('radio', { name: /^Public/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Client credentials' }));
    expect(screen.getByText('A public client cannot use client credentials')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Grant types' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Client credentials' }));
    await user.type(screen.getByRole('textbox', { name: /^Redirect URIs/ }), 'http://radar.weather.test/cb');
    expect(screen.getByText('Use https; http is accepted only on localhost, 127.0.0.1 and [::1]')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Redirect URIs/ }));
    await user.type(screen.getByRole('textbox', { name: /^Redirect URIs/ }), 'https://radar.weather.test/cb{Enter}http://localhost:4001/cb');
    await user.type(screen.getByRole('textbox', { name: /^Back-channel logout URL/ }), 'https://radar.weather.test/logout');
    await user.click(screen.getByRole('checkbox', { name: /^First party/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Application Updated!')).toBeInTheDocument();
    expect(transport.applications[0]?.oidc).toEqual({
      redirect_uris: ['https://radar.weather.test/cb', 'http://localhost:4001/cb'],
      post_logout_redirect_uris: [],
      grant_types: ['authorization_code', 'refresh_token'],
      client_type: 'public',
      backchannel_logout_uri: 'https://radar.weather.test/logout',
      first_party: false,
    });
  });

  it('shows the saved settings in Italian too', async () => {
    const transport = new FakeAdminTransport();
    const oidc = { redirect_uris: ['https://radar.weather.test/cb'], post_logout_redirect_uris: [], grant_types: ['authorization_code' as const], client_type: 'confidential' as const, backchannel_logout_uri: null, first_party: true };
    transport.applications = [buildApplication({ id: 5, oidc })];
    renderAdmin(sysadmin, { path: '/applications/5', transport, language: 'it' });

    expect(await screen.findByRole('switch', { name: /^Accesso tramite OpenID Connect/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'URI di reindirizzamento' })).toHaveValue('https://radar.weather.test/cb');
    expect(screen.getByRole('radio', { name: /^Confidenziale/ })).toBeChecked();
  });
});
