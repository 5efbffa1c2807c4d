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

/**
 * The open confirmation, after checking its title. Queries in it pass `hidden: true`: in jsdom,
 * tabster's modalizer marks the dialog's own surface aria-hidden 250 ms after it opens (without
 * layout Fluent finds no focusable button and focuses the surface itself, which does not activate
 * its modalizer), and from then on a role query finds neither the dialog by its name nor its
 * buttons: a run slower than that failed (1 in 10). In a browser the first button takes the focus;
 * second-factor-admin.e2e.ts finds the real dialog by role and checks it with axe.
 */
async function confirmation(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(title);
  return dialog;
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name, hidden: true });

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
    const dialog = await confirmation('Reset two-step sign-in for Grace Hopper2?');
    expect(dialog).toHaveTextContent('Every authenticator app, passkey and recovery code of Grace Hopper2 (grace2@example.com) will be removed');
    await user.click(button(dialog, 'Cancel'));
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
    expect(transport.calls.filter((call) => call.startsWith('reset'))).toEqual([]);

    await user.click(reset);
    await user.click(button(await confirmation('Reset two-step sign-in for Grace Hopper2?'), 'Reset'));

    expect(await screen.findByText('Two-step sign-in reset for grace2@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
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
    const dialog = await confirmation('Reimpostare l’accesso in due passaggi di Grace Hopper1?');
    await user.click(button(dialog, 'Reimposta'));

    expect(await screen.findByText(/^Non è stato possibile reimpostare l’accesso in due passaggi: /)).toBeInTheDocument();
  });
});
