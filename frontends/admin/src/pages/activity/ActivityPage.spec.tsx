import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { buildAuditEntry } from '../../testing/fake-activity-transport';
import { FakeAdminTransport } from '../../testing/fake-admin-transport';
import { renderAdmin } from '../../testing/render-admin';

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });
const ada = { id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' };

/** `count` rows, newest (highest id) first, every third a failed sign-in of Ada. */
function serviceWith(count: number) {
  const transport = new FakeAdminTransport();
  transport.activity.entries = Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return id % 3 === 0
      ? buildAuditEntry({ id, event: 'LOGIN_FAILED', actor: null, subject: ada, ip: '198.51.100.9', details: { reason: 'wrong_password' } })
      : buildAuditEntry({ id });
  });
  return transport;
}

/** A Blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const table = () => screen.findByRole('table', { name: 'Audit log' });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

describe('the /activity page', () => {
  it('lists the newest rows with readable events, people and addresses, and loads more by the cursor', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(60);
    renderAdmin(sysadmin, { path: '/activity', transport });

    expect(await bodyRows()).toHaveLength(50);
    const first = (await bodyRows())[0];
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Sign-in failed');
    expect(first).toHaveTextContent('Nobody');
    expect(first).toHaveTextContent('Ada Lovelace <ada@example.com>');
    expect(first).toHaveTextContent('198.51.100.9');
    expect(screen.getByText('50 rows shown; more are older')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(async () => expect(await bodyRows()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('60 rows shown')).toBeInTheDocument();
    expect(transport.activity.calls.map(({ call, cursor }) => [call, cursor])).toEqual([
      ['list', null],
      ['list', '11'],
    ]);
  });

  it('applies the filters, the time range as instants', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(9);
    renderAdmin(sysadmin, { path: '/activity', transport });
    await table();

    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'ada@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(screen.getByRole('option', { name: 'Sign-in failed' }));
    await user.type(screen.getByRole('textbox', { name: 'Client address' }), '198.51.100.9');
    await user.type(screen.getByLabelText('From'), '2026-01-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    expect(transport.activity.calls.at(-1)).toEqual({
      call: 'list',
      cursor: null,
      filters: { subject: 'ada@example.com', event: 'LOGIN_FAILED', ip: '198.51.100.9', from: new Date('2026-01-01T00:00').toISOString() },
    });
  });

  it('marks a filter the API would refuse and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(3);
    renderAdmin(sysadmin, { path: '/activity', transport });
    await table();

    await user.type(screen.getByRole('textbox', { name: /^Actor/ }), 'ada lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Client address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('Enter a user id or an email address')).toBeInTheDocument();
    expect(screen.getByText('Enter an IPv4 or IPv6 address')).toBeInTheDocument();
    expect(transport.activity.calls).toHaveLength(1);
  });

  it('shows every field of a row and its details in the drawer', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(sysadmin, { path: '/activity', transport: serviceWith(3) });
    await table();

    await user.click(screen.getAllByRole('button', { name: /^Details of “Sign-in failed”/ })[0]!);

    // In jsdom tabster's modalizer marks the drawer's own surface aria-hidden (no focus moves there);
    // the browser e2e checks the real drawer's accessibility.
    const drawer = await screen.findByRole('dialog', { name: 'Event details', hidden: true });
    expect(within(drawer).getByText('LOGIN_FAILED')).toBeInTheDocument();
    expect(within(drawer).getByText('Ada Lovelace <ada@example.com> (#7)')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Details')).toHaveTextContent('"reason": "wrong_password"');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Event details', hidden: true })).not.toBeInTheDocument());
  });

  it('exports the applied filters as a CSV file', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(6);
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:audit';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('audit-2026-01-31.csv');
    });
    renderAdmin(sysadmin, { path: '/activity', transport });
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(screen.getByRole('option', { name: 'Sign-in failed' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exported audit-2026-01-31.csv')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(await textOf(saved[0])).toBe('id,event\r\n6,LOGIN_FAILED\r\n3,LOGIN_FAILED\r\n');
    expect(transport.activity.calls.at(-1)).toEqual({ call: 'export', filters: { event: 'LOGIN_FAILED' } });
    click.mockRestore();
  });

  it('says when nothing matches, and when the log cannot be read, with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(0);
    transport.activity.refuseWith = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable' };
    renderAdmin(sysadmin, { path: '/activity', transport });

    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded: The service is briefly unavailable, please try again in a moment');
    transport.activity.refuseWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    renderAdmin(sysadmin, { path: '/activity', language: 'it', transport: serviceWith(3) });

    expect(await screen.findByRole('heading', { name: 'Attività' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Registro di controllo' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Accesso non riuscito');
    expect(screen.getByRole('button', { name: 'Esporta CSV' })).toBeInTheDocument();
  });
});
