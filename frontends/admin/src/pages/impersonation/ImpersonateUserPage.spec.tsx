import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildFoundUser, FakeAdminTransport } from '../../testing/fake-admin-transport';
import { renderAdmin } from '../../testing/render-admin';

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });

function serviceWith(count: number) {
  const transport = new FakeAdminTransport();
  transport.users = Array.from({ length: count }, (_, index) => buildFoundUser({ id: index + 1 }));
  return transport;
}

const searchBox = () => screen.findByRole('combobox', { name: 'Search users' });

describe('the /impersonateUser page', () => {
  it('searches once the typing pauses and lists the matches in the dropdown', async () => {
    // No delay between keystrokes: the 100 ms debounce sees one burst of typing.
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(3);
    renderAdmin(sysadmin, { path: '/impersonateUser', transport });

    await user.type(await searchBox(), 'grace');

    expect(await screen.findByRole('option', { name: 'Grace Hopper1 <grace1@example.com>' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByText('3 of 3 users')).toBeInTheDocument();
    expect(transport.calls).toEqual(['search grace 0']);
  });

  it('appends the next page with Load more, each user once, and keeps the list open', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(25);
    renderAdmin(sysadmin, { path: '/impersonateUser', transport });

    await user.type(await searchBox(), 'hopper');
    await screen.findByRole('option', { name: 'Load more' });
    expect(screen.getAllByRole('option')).toHaveLength(21);
    // A user joins ahead of the first page: the second page then repeats the first page's last user.
    transport.insertBeforeNextPage = [buildFoundUser({ id: 100 })];

    await user.click(screen.getByRole('option', { name: 'Load more' }));

    await waitFor(() => expect(screen.queryByRole('option', { name: 'Load more' })).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Search users' })).toHaveAttribute('aria-expanded', 'true');
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toHaveLength(25);
    expect(new Set(names).size).toBe(25);
    expect(names.at(-1)).toBe('Grace Hopper25 <grace25@example.com>');
    expect(screen.getByText('25 of 26 users')).toBeInTheDocument();
    expect(transport.calls).toEqual(['search hopper 0', 'search hopper 20']);
  });

  it('loads more from the keyboard too, the list staying open and closing again with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(25);
    renderAdmin(sysadmin, { path: '/impersonateUser', transport });
    const box = await searchBox();

    await user.type(box, 'hopper');
    await screen.findByRole('option', { name: 'Load more' });
    await user.keyboard('{End}{Enter}');

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says No users found', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(sysadmin, { path: '/impersonateUser', transport: serviceWith(3) });

    await user.type(await searchBox(), 'nobody');

    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('impersonates the chosen user and starts the portal over on the launcher', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(2);
    transport.users.push(buildFoundUser({ id: 3, role: 'SYSADMIN' }), buildFoundUser({ id: 4, is_disabled: true }));
    const { loadedPages } = renderAdmin(sysadmin, { path: '/impersonateUser', transport });
    const impersonate = screen.getByRole('button', { name: 'Impersonate User' });
    expect(impersonate).toBeDisabled();

    await user.type(await searchBox(), 'grace');
    expect(await screen.findByRole('option', { name: /grace3@example\.com.*administrator/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /grace4@example\.com.*disabled/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Grace Hopper2 <grace2@example.com>' }));
    expect(screen.getByText('Chosen: Grace Hopper2 (grace2@example.com)')).toBeInTheDocument();
    await user.click(impersonate);

    await waitFor(() => expect(loadedPages).toEqual(['/appLauncher']));
    expect(transport.calls).toContain('impersonate 2 uuid-2');
  });

  it('shows the refusal when the user cannot be impersonated', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(1);
    const { loadedPages } = renderAdmin(sysadmin, { path: '/impersonateUser', transport });
    await user.type(await searchBox(), 'grace');
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper1 <grace1@example.com>' }));
    transport.refuseWith = { statusCode: 403, code: 'ACCOUNT_DISABLED', message: 'This account is disabled' };

    await user.click(screen.getByRole('button', { name: 'Impersonate User' }));

    expect(await screen.findByText('The user could not be impersonated: This account is disabled')).toBeInTheDocument();
    expect(loadedPages).toEqual([]);
  });

  it('speaks Italian', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(sysadmin, { path: '/impersonateUser', transport: serviceWith(0), language: 'it' });
    await user.type(await screen.findByRole('combobox', { name: 'Cerca utenti' }), 'x');
    expect(await screen.findByText('Nessun utente trovato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Impersona utente' })).toBeDisabled();
  });
});
