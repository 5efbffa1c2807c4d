import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildFoundUser, FakeAdminTransport } from '../../testing/fake-admin-transport';
import { renderAdmin } from '../../testing/render-admin';

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });

function service() {
  const transport = new FakeAdminTransport();
  transport.users = [buildFoundUser({ id: 1 }), buildFoundUser({ id: 2 })];
  return transport;
}

describe('Reset two-step sign-in on the /impersonateUser page', () => {
  it('resets the chosen user’s second factors after a confirmation naming them', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service();
    renderAdmin(sysadmin, { path: '/impersonateUser', transport });
    const reset = screen.getByRole('button', { name: 'Reset two-step sign-in' });
    expect(reset).toBeDisabled();

    await user.type(await screen.findByRole('combobox', { name: 'Search users' }), 'grace');
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper2 <grace2@example.com>' }));
    await user.click(reset);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-step sign-in for Grace Hopper2?' });
    expect(dialog).toHaveTextContent('Every authenticator app, passkey and recovery code of Grace Hopper2 (grace2@example.com) will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('reset'))).toEqual([]);

    await user.click(reset);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Two-step sign-in reset for grace2@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('reset'))).toEqual(['resetSecondFactors 2']);
  });

  it('shows the refusal, and speaks Italian', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service();
    renderAdmin(sysadmin, { path: '/impersonateUser', transport, language: 'it' });
    await user.type(await screen.findByRole('combobox', { name: 'Cerca utenti' }), 'grace');
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper1 <grace1@example.com>' }));
    transport.refuseWith = { statusCode: 404, code: 'USER_NOT_FOUND', message: 'User not found' };

    await user.click(screen.getByRole('button', { name: 'Reimposta l’accesso in due passaggi' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reimpostare l’accesso in due passaggi di Grace Hopper1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reimposta' }));

    expect(await screen.findByText(/^Non è stato possibile reimpostare l’accesso in due passaggi: /)).toBeInTheDocument();
  });
});
