import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAuditEntry, buildPortalUser } from '@weather/ui/testing';
import { FakeAdminTransport } from '../../testing/fake-admin-transport';
import { renderAdmin } from '../../testing/render-admin';

// The viewer itself (filters, paging, drawer, export, errors) is tested once in @weather/ui
// (packages/ui/src/activity/ActivityViewer.spec.tsx); this is the admin page's wiring.

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });

function serviceWith(count: number) {
  const transport = new FakeAdminTransport();
  transport.activity.entries = Array.from({ length: count }, (_, index) => buildAuditEntry({ id: count - index, enterprise_id: index % 2 === 0 ? 4 : null }));
  return transport;
}

const table = () => screen.findByRole('table', { name: 'Audit log' });

describe('the /activity page', () => {
  it('titles the viewer, reads every row and offers the enterprise filter', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(4);
    renderAdmin(sysadmin, { path: '/activity', transport });

    expect(await screen.findByRole('heading', { name: 'Activity', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Who signed in, from where, and what the administrators did. Newest first.')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(5);
    expect(transport.activity.calls).toEqual([{ call: 'list', cursor: null, filters: {} }]);

    await user.type(screen.getByRole('spinbutton', { name: 'Enterprise id' }), '4');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(3));
    expect(transport.activity.calls.at(-1)).toEqual({ call: 'list', cursor: null, filters: { enterprise: 4 } });
  });

  it('speaks Italian', async () => {
    renderAdmin(sysadmin, { path: '/activity', language: 'it', transport: serviceWith(3) });

    expect(await screen.findByRole('heading', { name: 'Attività' })).toBeInTheDocument();
    expect(screen.getByText('Chi ha effettuato l’accesso, da dove, e cosa hanno fatto gli amministratori. Prima i più recenti.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Registro di controllo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esporta CSV' })).toBeInTheDocument();
  });
});
