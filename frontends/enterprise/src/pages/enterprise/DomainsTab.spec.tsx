import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildDomain, FakeEnterpriseTransport } from '../../testing/fake-enterprise-transport';
import { renderEnterprise } from '../../testing/render-enterprise';

const admin = buildPortalUser({ id: 1, is_enterprise_administrator: true, Enterprise: { id: 7 } });

function withEnterprise(domains = [buildDomain()]) {
  const transport = new FakeEnterpriseTransport(admin);
  transport.enterprise = { id: 7, name: 'Bureau of Clouds', EnterpriseDomains: domains, users: 1, saml: false, require_second_factor: false };
  return transport;
}

describe('the Domains tab', () => {
  it('creates the enterprise for a user without one, Save disabled while the name is empty', async () => {
    const user = userEvent.setup();
    const newcomer = buildPortalUser({ id: 1 });
    const { transport, session } = renderEnterprise(newcomer);

    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Enterprise name' }), '   ');
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Enterprise name' }), 'Bureau of Clouds');
    await user.click(save);

    expect(await screen.findByText('Enterprise added successfully')).toBeInTheDocument();
    expect(transport.calls).toContain('create Bureau of Clouds');
    expect(session.user).toMatchObject({ is_enterprise_administrator: true, Enterprise: { id: 7 } });
    expect(await screen.findByRole('tab', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain' })).toBeInTheDocument();
  });

  it('renames the enterprise', async () => {
    const user = userEvent.setup();
    renderEnterprise(admin, { transport: withEnterprise() });

    const name = await screen.findByRole('textbox', { name: 'Enterprise name' });
    expect(name).toHaveValue('Bureau of Clouds');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(name);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Office of Fog');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enterprise updated successfully')).toBeInTheDocument();
  });

  it('adds a domain, and shows "Error: " and the server message when refused', async () => {
    const user = userEvent.setup();
    const transport = withEnterprise([]);
    renderEnterprise(admin, { transport });

    await user.type(await screen.findByRole('textbox', { name: 'Domain' }), 'bureau-of-clouds.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Domain added successfully')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /bureau-of-clouds\.com/ });
    expect(within(row).getByText('weather-identity-verification=key-of-bureau-of-clouds.com')).toBeInTheDocument();
    expect(within(row).getByText('Verifying')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Claim Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('');

    transport.refuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'name', code: 'DOMAIN_NAME_PUBLIC', message: 'Public email domains such as gmail.com cannot be added' }],
    };
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'gmail.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Error: Public email domains such as gmail.com cannot be added')).toBeInTheDocument();

    transport.refuseWith = { statusCode: 409, code: 'DOMAIN_TAKEN', message: 'This domain has already been added to an enterprise' };
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Error: This domain has already been added to an enterprise')).toBeInTheDocument();
  });

  it('copies the TXT key and claims the users of a verified domain', async () => {
    const user = userEvent.setup();
    const transport = withEnterprise([buildDomain({ id: 3, name: 'clouds.example', status: 'Verified', is_verified: true, txt_code: 'abc' })]);
    const { copied } = renderEnterprise(admin, { transport });

    await user.click(await screen.findByRole('button', { name: 'Copy TXT key of clouds.example' }));
    expect(copied).toEqual(['weather-identity-verification=abc']);
    expect(await screen.findByText('TXT key copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Claim Users' }));
    expect(await screen.findByText('Users claimed: 2')).toBeInTheDocument();
    expect(transport.calls).toContain('claim 7 3');
  });

  it('shows the page in Italian', async () => {
    renderEnterprise(admin, { transport: withEnterprise(), language: 'it' });

    expect(await screen.findByRole('tab', { name: 'Domini' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('In verifica')).toBeInTheDocument();
  });

  it('tells when the enterprise cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    const transport = withEnterprise();
    transport.refuseWith = { statusCode: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this' };
    renderEnterprise(admin, { transport });

    expect(await screen.findByRole('alert')).toHaveTextContent('The enterprise could not be loaded: You do not have permission to do this');
    transport.refuseWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Enterprise name' })).toHaveValue('Bureau of Clouds'));
  });
});
