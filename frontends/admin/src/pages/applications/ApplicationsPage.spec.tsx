import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildApplication, FakeAdminTransport } from '../../testing/fake-admin-transport';
import { renderAdmin } from '../../testing/render-admin';

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });

describe('the /applications page', () => {
  it('lists each application with its client id, URLs and ordering number, linking to its edit page', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    transport.applications = [
      buildApplication({ id: 2, name: 'Forecast', client_id: 'weather-forecast', ordering_number: 2 }),
      buildApplication({ id: 1, sysadmin_url: 'http://localhost:4001/admin' }),
    ];
    renderAdmin(sysadmin, { path: '/applications', transport });

    const table = await screen.findByRole('table', { name: 'Site applications' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Radar', 'Forecast']);
    const radar = rows[0]!;
    expect(within(radar).getByText('weather-radar')).toBeInTheDocument();
    expect(within(radar).getByText('http://localhost:4001/auth/callback')).toBeInTheDocument();
    expect(within(radar).getByText('http://localhost:4001/admin')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Sysadmin')).not.toBeInTheDocument();
    expect(within(rows[1]!).getAllByRole('cell').at(-1)).toHaveTextContent('2');

    await user.click(within(radar).getByRole('link', { name: 'Radar' }));
    expect(await screen.findByRole('heading', { name: 'Edit Radar' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/applications/1');
  });

  it('opens the create form from its button', async () => {
    const user = userEvent.setup();
    renderAdmin(sysadmin, { path: '/applications' });

    await user.click(await screen.findByRole('button', { name: 'Create application' }));

    expect(await screen.findByRole('heading', { name: 'Create application' })).toBeInTheDocument();
  });

  it('sends anyone but a SYSADMIN to the launcher, as the shell does with an unknown path', async () => {
    const { transport } = renderAdmin(buildPortalUser({ role: 'USER' }), { path: '/applications' });

    expect(await screen.findByRole('status', { name: 'current path' })).toHaveTextContent('/appLauncher');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(transport.calls).toEqual([]);
  });
});
