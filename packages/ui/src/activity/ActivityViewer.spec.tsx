import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerCatalogues } from '../i18n/catalogue';
import { ACTIVITY_NAMESPACE, activityCatalogues } from '../i18n/catalogues/activity';
import { createI18n } from '../i18n/create-i18n';
import type { Language } from '../i18n/languages';
import { useErrorText } from '../i18n/use-message-text';
import { buildAuditEntry, FakeActivityTransport } from '../testing/fake-activity-transport';
import { renderInPortal } from '../testing/render-in-portal';
import { ActivityStore } from './ActivityStore';
import { ActivityViewer } from './ActivityViewer';

const ada = { id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' };

/** `count` rows, newest (highest id) first, every third a failed sign-in of Ada. */
function serviceWith(count: number) {
  const transport = new FakeActivityTransport();
  transport.entries = Array.from({ length: count }, (_, index) => {
    const id = count - index;
    return id % 3 === 0
      ? buildAuditEntry({ id, event: 'LOGIN_FAILED', actor: null, subject: ada, ip: '198.51.100.9', details: { reason: 'wrong_password' }, enterprise_id: 4 })
      : buildAuditEntry({ id });
  });
  return transport;
}

function Viewer({ store, enterpriseFilter }: { store: ActivityStore; enterpriseFilter: boolean }) {
  const errorText = useErrorText();
  return (
    <ActivityViewer
      store={store}
      errorText={errorText}
      enterpriseFilter={enterpriseFilter}
      header={(exportButton) => (
        <div>
          <h1>Viewer</h1>
          {exportButton}
        </div>
      )}
    />
  );
}

/** The viewer as the admin page frames it (every row, the enterprise filter), or as an enterprise's tab with `enterpriseId`. */
function renderViewer(transport: FakeActivityTransport, options: { enterpriseId?: number; language?: Language } = {}) {
  const store = new ActivityStore(transport, options.enterpriseId);
  // As the remotes that show the viewer do: createI18n leaves the `activity` namespace out.
  const i18n = createI18n({ language: options.language ?? 'en', storage: null, document: null });
  registerCatalogues(i18n, ACTIVITY_NAMESPACE, activityCatalogues);
  return renderInPortal(<Viewer store={store} enterpriseFilter={options.enterpriseId === undefined} />, { i18n });
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

/**
 * The open drawer. In jsdom tabster's modalizer soon marks the drawer's own surface aria-hidden (no focus
 * moves there), which empties its computed name; so its label is read through aria-labelledby. The
 * browser e2e checks the real drawer's accessibility.
 */
async function drawer() {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')).toHaveTextContent('Event details');
  return dialog;
}

const table = () => screen.findByRole('table', { name: 'Audit log' });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

describe('the shared audit viewer', () => {
  it('lists the newest rows with readable events, people and addresses, and loads more by the cursor', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(60);
    renderViewer(transport);

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
    expect(transport.calls.map(({ call, cursor }) => [call, cursor])).toEqual([
      ['list', null],
      ['list', '11'],
    ]);
  });

  it('applies the filters, the time range as instants', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(9);
    renderViewer(transport);
    await table();

    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'ada@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(screen.getByRole('option', { name: 'Sign-in failed' }));
    await user.type(screen.getByRole('textbox', { name: 'Client address' }), '198.51.100.9');
    await user.type(screen.getByLabelText('From'), '2026-01-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    expect(transport.calls.at(-1)).toEqual({
      call: 'list',
      cursor: null,
      filters: { subject: 'ada@example.com', event: 'LOGIN_FAILED', ip: '198.51.100.9', from: new Date('2026-01-01T00:00').toISOString() },
    });
  });

  it('marks a filter the API would refuse and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(3);
    renderViewer(transport);
    await table();

    await user.type(screen.getByRole('textbox', { name: /^Actor/ }), 'ada lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Client address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('Enter a user id or an email address')).toBeInTheDocument();
    expect(screen.getByText('Enter an IPv4 or IPv6 address')).toBeInTheDocument();
    expect(transport.calls).toHaveLength(1);
  });

  it('shows every field of a row and its details in the drawer', async () => {
    const user = userEvent.setup({ delay: null });
    renderViewer(serviceWith(3));
    await table();

    await user.click(screen.getAllByRole('button', { name: /^Details of “Sign-in failed”/ })[0]!);

    const details = await drawer();
    expect(within(details).getByText('LOGIN_FAILED')).toBeInTheDocument();
    expect(within(details).getByText('Ada Lovelace <ada@example.com> (#7)')).toBeInTheDocument();
    expect(within(details).getByLabelText('Details')).toHaveTextContent('"reason": "wrong_password"');
    await user.click(within(details).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
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
    renderViewer(transport);
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(screen.getByRole('option', { name: 'Sign-in failed' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exported audit-2026-01-31.csv')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(await textOf(saved[0])).toBe('id,event\r\n6,LOGIN_FAILED\r\n3,LOGIN_FAILED\r\n');
    expect(transport.calls.at(-1)).toEqual({ call: 'export', filters: { event: 'LOGIN_FAILED' } });
    click.mockRestore();
  });

  it('says when nothing matches, and when the log cannot be read, with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(0);
    transport.refuseWith = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable' };
    renderViewer(transport);

    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded: The service is briefly unavailable, please try again in a moment');
    transport.refuseWith = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('offers the enterprise filter and shows a row\'s enterprise when it reads every row', async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(6);
    renderViewer(transport);
    await table();

    await user.type(screen.getByRole('spinbutton', { name: 'Enterprise id' }), '4');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    expect(transport.calls.at(-1)).toEqual({ call: 'list', cursor: null, filters: { enterprise: 4 } });
    await user.click(screen.getAllByRole('button', { name: /^Details of “Sign-in failed”/ })[0]!);
    expect(within(await drawer()).getByText('Enterprise')).toBeInTheDocument();
  });

  it("has no enterprise filter in an enterprise's tab, and sends its enterprise with every call", async () => {
    const user = userEvent.setup({ delay: null });
    const transport = serviceWith(3);
    transport.entries = transport.entries.map((entry) => ({ ...entry, enterprise_id: 9 }));
    renderViewer(transport, { enterpriseId: 9 });
    await table();

    expect(screen.queryByRole('spinbutton', { name: /Enterprise/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(screen.getByRole('option', { name: 'Sign-in failed' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^Details of “Sign-in failed”/ }));
    expect(within(await drawer()).queryByText('Enterprise')).not.toBeInTheDocument();

    expect(transport.calls.map(({ filters }) => filters)).toEqual([{ enterprise: 9 }, { event: 'LOGIN_FAILED', enterprise: 9 }]);
  });

  it('speaks Italian', async () => {
    renderViewer(serviceWith(3), { language: 'it' });

    expect(await screen.findByRole('table', { name: 'Registro di controllo' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Accesso non riuscito');
    expect(screen.getByRole('button', { name: 'Esporta CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Applica i filtri' })).toBeInTheDocument();
  });
});
