import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildFoundUser, FakeAdminTransport } from '../../testing/fake-admin-transport';
import { renderAdmin } from '../../testing/render-admin';

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });

/** The page's own status line (the test router's current path is an <output>, a status too). */
const pageStatus = () => screen.getAllByRole('status').filter((element) => element.tagName !== 'OUTPUT')[0];

function serviceWith(count: number) {
  const transport = new FakeAdminTransport();
  transport.users = Array.from({ length: count }, (_, index) => buildFoundUser({ id: index + 1, role: index === 0 ? 'SYSADMIN' : 'USER', is_disabled: index === 1 }));
  return transport;
}

describe('the /users page', () => {
  it('lists everyone at once, 20 a page, with name, email, role and state', async () => {
    const transport = serviceWith(3);
    renderAdmin(sysadmin, { path: '/users', transport });

    const table = await screen.findByRole('table', { name: 'Users' });

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent))).toEqual([
      ['Grace Hopper1', 'grace1@example.com', 'System administrator', 'Enabled'],
      ['Grace Hopper2', 'grace2@example.com', 'User', 'Disabled'],
      ['Grace Hopper3', 'grace3@example.com', 'User', 'Enabled'],
    ]);
    expect(pageStatus()).toHaveTextContent('1–3 of 3');
    expect(transport.calls).toEqual(['search  0']);
  });

  it('searches once the typing pauses, and pages with Next and Previous', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(45);
    renderAdmin(sysadmin, { path: '/users', transport });
    await screen.findByRole('table', { name: 'Users' });

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'hopper');
    await waitFor(() => expect(pageStatus()).toHaveTextContent('1–20 of 45'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pageStatus()).toHaveTextContent('21–40 of 45'));
    expect(screen.getByRole('link', { name: 'Grace Hopper21' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));

    await waitFor(() => expect(pageStatus()).toHaveTextContent('1–20 of 45'));
    expect(transport.calls).toEqual(['search  0', 'search hopper 0', 'search hopper 20', 'search hopper 0']);
  });

  it('opens a user from their name', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(sysadmin, { path: '/users', transport: serviceWith(2) });

    await user.click(await screen.findByRole('link', { name: 'Grace Hopper2' }));

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/users/2');
  });

  it('says No users found, and shows a failed search', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(0);
    renderAdmin(sysadmin, { path: '/users', transport });
    await waitFor(() => expect(pageStatus()).toHaveTextContent('No users found'));

    transport.refuseWith = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' };
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'x');

    await waitFor(() => expect(pageStatus()).toHaveTextContent('The users could not be loaded: The service is briefly unavailable'));
  });

  it('speaks Italian', async () => {
    renderAdmin(sysadmin, { path: '/users', transport: serviceWith(2), language: 'it' });

    const table = await screen.findByRole('table', { name: 'Utenti' });

    expect(within(table).getByRole('columnheader', { name: 'Ruolo' })).toBeInTheDocument();
    expect(within(table).getByText('Disattivato')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cerca utenti' })).toBeInTheDocument();
  });
});
