import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildDomain, buildEnterpriseUser, FakeEnterpriseTransport } from '../../testing/fake-enterprise-transport';
import { renderEnterprise } from '../../testing/render-enterprise';

const admin = buildPortalUser({ id: 1, email: 'ada@bureau-of-clouds.com', is_enterprise_administrator: true, Enterprise: { id: 7 } });

function service() {
  const transport = new FakeEnterpriseTransport(admin);
  transport.enterprise = { id: 7, name: 'Bureau of Clouds', EnterpriseDomains: [buildDomain({ authentication_provider_type: 'LOCAL' })], users: 3, saml: false, require_second_factor: false };
  transport.users = [
    buildEnterpriseUser({ id: 1, first_name: 'Ada', last_name: 'Lovelace', email: admin.email, is_enterprise_administrator: true }),
    buildEnterpriseUser({ id: 2 }),
    buildEnterpriseUser({ id: 3, first_name: 'Alan', last_name: 'Turing', email: 'alan@bureau-of-clouds.com', status: 'Pending', is_verified: false }),
  ];
  return transport;
}

describe('the Users tab', () => {
  it('lists names, email and states, with a row menu on every row but one’s own', async () => {
    renderEnterprise(admin, { transport: service(), path: '/enterprise?tab=users' });

    const grace = await screen.findByRole('row', { name: /grace@bureau-of-clouds\.com/ });
    expect(within(grace).getByText('Verified · Enabled')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /alan@/ })).getByText('Pending · Enabled')).toBeInTheDocument();
    expect(within(grace).getByRole('button', { name: 'Actions for grace@bureau-of-clouds.com' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /ada@/ })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables and enables a user from the row menu', async () => {
    const user = userEvent.setup();
    const transport = service();
    renderEnterprise(admin, { transport, path: '/enterprise?tab=users' });

    await user.click(await screen.findByRole('button', { name: 'Actions for grace@bureau-of-clouds.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable user' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Grace Hopper?' });
    expect(dialog).toHaveAccessibleDescription(
      'Grace Hopper (grace@bureau-of-clouds.com) will be signed out on every device and cannot sign in until the user is enabled again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Disable user' }));

    expect(await screen.findByText('User disabled')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /grace@/ })).getByText('Verified · Disabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for grace@bureau-of-clouds.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Enable user' }));
    expect(await screen.findByText('User enabled')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('updateUser'))).toEqual([
      'updateUser 7 2 {"disableUser":true}',
      'updateUser 7 2 {"disableUser":false}',
    ]);
  });

  it('shows a temporary password in a notice that copies it on click', async () => {
    const user = userEvent.setup();
    const { copied } = renderEnterprise(admin, { transport: service(), path: '/enterprise?tab=users' });

    await user.click(await screen.findByRole('button', { name: 'Actions for alan@bureau-of-clouds.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Set temporary password' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Set a temporary password for Alan Turing?' })).getByRole('button', { name: 'Set temporary password' }));

    // The notice, not the notifications' polite live region (also a status).
    const notice = (await screen.findAllByRole('status')).find((status) => status.textContent?.includes('Temporary password for'));
    if (!notice) throw new Error('no temporary password notice');
    expect(notice).toHaveTextContent('Temporary password for alan@bureau-of-clouds.com. Click to copy:');
    await user.click(within(notice).getByRole('button', { name: 'Kq7mZ-4tRw9-Hn3pX' }));
    expect(copied).toEqual(['Kq7mZ-4tRw9-Hn3pX']);
    expect(await screen.findByText('Temporary password copied')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(notice).not.toBeInTheDocument();
  });

  it('forces a logout, and shows a refusal as "Error: " and the message', async () => {
    const user = userEvent.setup();
    const transport = service();
    renderEnterprise(admin, { transport, path: '/enterprise?tab=users' });

    await user.click(await screen.findByRole('button', { name: 'Actions for grace@bureau-of-clouds.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Force logout' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Sign Grace Hopper out?' })).getByRole('button', { name: 'Force logout' }));
    expect(await screen.findByText('User logged out')).toBeInTheDocument();

    transport.refuseWith = { statusCode: 404, code: 'USER_NOT_FOUND', message: 'User not found' };
    await user.click(screen.getByRole('button', { name: 'Actions for grace@bureau-of-clouds.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Force logout' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Force logout' }));
    expect(await screen.findByText('Error: This user does not exist')).toBeInTheDocument();
  });

  it('does nothing when a confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const transport = service();
    renderEnterprise(admin, { transport, path: '/enterprise?tab=users' });

    for (const item of ['Disable user', 'Set temporary password', 'Force logout']) {
      await user.click(await screen.findByRole('button', { name: 'Actions for grace@bureau-of-clouds.com' }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(dialog).not.toBeInTheDocument();
    }
    expect(transport.calls.filter((call) => call.startsWith('updateUser'))).toEqual([]);
    expect(within(screen.getByRole('row', { name: /grace@/ })).getByText('Verified · Enabled')).toBeInTheDocument();
  });

  it('lists the domains and their sign-in on the Single Sign-On tab', async () => {
    renderEnterprise(admin, { transport: service(), path: '/enterprise?tab=sso' });

    const section = await screen.findByRole('region', { name: 'bureau-of-clouds.com' });
    expect(within(section).getByText('Sign-in: password')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Single Sign-On' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows who has two-step sign-in, and resets a user’s after a confirmation naming them', async () => {
    const user = userEvent.setup();
    const transport = service();
    transport.users = transport.users.map((row) => (row.id === 2 ? { ...row, has_second_factor: true } : row));
    renderEnterprise(admin, { transport, path: '/enterprise?tab=users' });

    const grace = await screen.findByRole('row', { name: /grace@/ });
    expect(screen.getByRole('columnheader', { name: 'Two-step' })).toBeInTheDocument();
    expect(within(grace).getByText('On')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /alan@/ })).getByText('Off')).toBeInTheDocument();

    await user.click(within(grace).getByRole('button', { name: 'Actions for grace@bureau-of-clouds.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-step sign-in for Grace Hopper?' });
    expect(dialog).toHaveTextContent('Every authenticator app, passkey and recovery code of Grace Hopper (grace@bureau-of-clouds.com) will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Two-step sign-in reset for grace@bureau-of-clouds.com')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /grace@/ })).getByText('Off')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('resetSecondFactors'))).toEqual(['resetSecondFactors 7 2']);
  });

  it('resets nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const transport = service();
    transport.users = transport.users.map((row) => (row.id === 2 ? { ...row, has_second_factor: true } : row));
    renderEnterprise(admin, { transport, path: '/enterprise?tab=users' });

    const grace = await screen.findByRole('row', { name: /grace@/ });
    await user.click(within(grace).getByRole('button', { name: 'Actions for grace@bureau-of-clouds.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset two-step sign-in' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /grace@/ })).getByText('On')).toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('resetSecondFactors'))).toEqual([]);
  });

  it('offers no reset for a user without a second factor', async () => {
    const user = userEvent.setup();
    renderEnterprise(admin, { transport: service(), path: '/enterprise?tab=users' });

    await user.click(await screen.findByRole('button', { name: 'Actions for alan@bureau-of-clouds.com' }));
    await screen.findByRole('menuitem', { name: 'Force logout' });
    expect(screen.queryByRole('menuitem', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();
  });
});
