import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildAuditEntry } from '@weather/ui/testing';
import { buildDomain, FakeEnterpriseTransport } from '../../testing/fake-enterprise-transport';
import { renderEnterprise } from '../../testing/render-enterprise';

const admin = buildPortalUser({ id: 1, email: 'ada@bureau-of-clouds.com', is_enterprise_administrator: true, Enterprise: { id: 7 } });
const grace = { id: 2, email: 'grace@bureau-of-clouds.com', first_name: 'Grace', last_name: 'Hopper' };

function service(count: number) {
  const transport = new FakeEnterpriseTransport(admin);
  transport.enterprise = { id: 7, name: 'Bureau of Clouds', EnterpriseDomains: [buildDomain({ authentication_provider_type: 'LOCAL' })], users: 2, saml: false, require_second_factor: false };
  transport.activity.entries = Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return buildAuditEntry({ id, enterprise_id: 7, actor: grace, subject: grace, event: id % 2 === 0 ? 'LOGIN_SUCCEEDED' : 'LOGOUT' });
  });
  return transport;
}

const table = () => screen.findByRole('table', { name: 'Audit log' });

describe('the Activity tab', () => {
  it("lists the enterprise's rows, asking for its own enterprise only, and loads more", async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service(55);
    renderEnterprise(admin, { transport, path: '/enterprise?tab=activity' });

    expect(within(await table()).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('tab', { name: 'Activity', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Enterprise/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(56));
    expect(transport.activity.calls.map(({ filters, cursor }) => [filters, cursor])).toEqual([
      [{ enterprise: 7 }, null],
      [{ enterprise: 7 }, '6'],
    ]);
  });

  it('filters by event and exports what the filters find', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = service(4);
    const saved: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (saved.push(blob), 'blob:audit')), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderEnterprise(admin, { transport, path: '/enterprise?tab=activity' });
    await table();

    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(screen.getByRole('option', { name: 'Signed out' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exported audit-2026-01-31.csv')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(1);
    expect(transport.activity.calls.at(-1)).toEqual({ call: 'export', filters: { event: 'LOGOUT', enterprise: 7 } });
    click.mockRestore();
  });

  it('speaks Italian', async () => {
    renderEnterprise(admin, { transport: service(2), path: '/enterprise?tab=activity', language: 'it' });

    expect(await screen.findByRole('table', { name: 'Registro di controllo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Attività' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Accesso eseguito');
  });
});
