import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { FakeAdminTransport } from '../../testing/fake-admin-transport';
import { buildAuditEntry, buildManagedSession, buildManagedUser } from '../../testing/fake-user-management-transport';
import { renderAdmin } from '../../testing/render-admin';

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });
const margaret = { id: 1, email: 'margaret@example.com', first_name: 'Margaret', last_name: 'Hamilton' };

function service(fields: Parameters<typeof buildManagedUser>[0] = {}) {
  const transport = new FakeAdminTransport();
  const management = transport.userManagement;
  management.users = [buildManagedUser({ id: 2, ...fields })];
  management.sessions.set(2, [buildManagedSession({ id: 11 }), buildManagedSession({ id: 12, browser: 'Chrome 131', os: 'Windows 10', ip: '198.51.100.4', impersonated_by: margaret })]);
  management.activity.set(2, [buildAuditEntry({ id: 5, event: 'ROLE_CHANGED', actor: margaret, ip: '::ffff:192.0.2.1' })]);
  return transport;
}

const actionsOf = async () => within(await screen.findByRole('region', { name: 'Actions' }));

describe('the /users/{id} page', () => {
  it('shows the profile with enterprise and role, the live sessions and the recent activity', async () => {
    const transport = service();
    renderAdmin(sysadmin, { path: '/users/2', transport });

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Bureau of Clouds')).toBeInTheDocument();
    expect(within(profile).getByText('User')).toBeInTheDocument();
    expect(within(profile).getByText('grace2@example.com')).toBeInTheDocument();
    const sessions = await screen.findByRole('table', { name: 'Live sessions' });
    expect(within(sessions).getAllByRole('row')).toHaveLength(3);
    expect(within(sessions).getByRole('rowheader', { name: 'Firefox 133, Linux' })).toHaveAttribute('title', expect.stringContaining('Firefox/133.0'));
    expect(within(sessions).getByText('198.51.100.4')).toBeInTheDocument();
    expect(within(sessions).getByText('Margaret Hamilton <margaret@example.com>')).toBeInTheDocument();
    const activity = await screen.findByRole('table', { name: 'Recent activity' });
    expect(within(activity).getByText('ROLE_CHANGED')).toBeInTheDocument();
    expect(within(activity).getByText('192.0.2.1')).toBeInTheDocument();
    expect(transport.userManagement.calls).toEqual(expect.arrayContaining(['get 2', 'sessions 2', 'activity 2 10']));
    // Verified already: no Resend verification.
    expect((await actionsOf()).queryByRole('button', { name: 'Resend verification' })).not.toBeInTheDocument();
  });

  it('disables after a confirmation that says what will happen; the sessions are gone', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service();
    renderAdmin(sysadmin, { path: '/users/2', transport });

    await user.click((await actionsOf()).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Grace Hopper?' });
    expect(dialog).toHaveTextContent('Grace Hopper (grace2@example.com) will be signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('grace2@example.com is disabled and signed out')).toBeInTheDocument();
    expect((await actionsOf()).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(await screen.findByText('No live sessions.')).toBeInTheDocument();
    expect(transport.userManagement.calls).toContain('setDisabled 2 true');
  });

  it('forces a sign-out after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service();
    renderAdmin(sysadmin, { path: '/users/2', transport });

    await user.click((await actionsOf()).getByRole('button', { name: 'Force sign-out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign Grace Hopper out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('grace2@example.com is signed out everywhere')).toBeInTheDocument();
    expect(await screen.findByText('No live sessions.')).toBeInTheDocument();
    expect(transport.userManagement.calls).toContain('signOut 2');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service();
    renderAdmin(sysadmin, { path: '/users/2', transport });

    await user.click((await actionsOf()).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the account of Grace Hopper?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(transport.userManagement.calls.filter((call) => call.startsWith('delete'))).toEqual([]);
  });

  it('deletes after a confirmation and goes back to the users', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service();
    renderAdmin(sysadmin, { path: '/users/2', transport });

    await user.click((await actionsOf()).getByRole('button', { name: 'Delete account' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/users$/));
    expect(transport.userManagement.users).toEqual([]);
  });

  it('changes the role chosen in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service();
    renderAdmin(sysadmin, { path: '/users/2', transport });

    await user.click((await actionsOf()).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the role of Grace Hopper?' });
    expect(within(dialog).getByRole('combobox', { name: 'New role' })).toHaveTextContent('System administrator');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('grace2@example.com is now System administrator')).toBeInTheDocument();
    expect(transport.userManagement.calls).toContain('setRole 2 SYSADMIN');
  });

  it('resends the verification of an unverified user, and says when the API refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service({ is_verified: false });
    transport.userManagement.refuse.resendVerification = { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' };
    renderAdmin(sysadmin, { path: '/users/2', transport });

    await user.click((await actionsOf()).getByRole('button', { name: 'Resend verification' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('That did not work: Too many attempts, please try again later')).toBeInTheDocument();
  });

  it('shows the rest of the page when the activity cannot be read, with Try again', async () => {
    const transport = service();
    transport.userManagement.refuse.recentActivity = { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' };
    renderAdmin(sysadmin, { path: '/users/2', transport });

    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded');
    expect(await screen.findByRole('table', { name: 'Live sessions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so for an unknown user', async () => {
    renderAdmin(sysadmin, { path: '/users/99', transport: service() });

    expect(await screen.findByText('The user could not be loaded: This user does not exist')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(sysadmin, { path: '/users/2', transport: service(), language: 'it' });

    await user.click(await within(await screen.findByRole('region', { name: 'Azioni' })).findByRole('button', { name: 'Disattiva' }));

    expect(await screen.findByRole('alertdialog', { name: 'Disattivare Grace Hopper?' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sessioni attive' })).toBeInTheDocument();
  });
});
