import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { buildPortalUser, fillIn } from '@weather/ui/testing';
import { buildApplication, FakeAdminTransport } from '../../testing/fake-admin-transport';
import { renderAdmin } from '../../testing/render-admin';

const sysadmin = buildPortalUser({ role: 'SYSADMIN' });

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const orderingNumber = () => screen.getByRole('combobox', { name: /^Ordering number/ });
const theme = (label: RegExp = /^Theme/) => screen.getByRole('combobox', { name: label });

/** The options a Fluent dropdown offers, by their text: open it, read, close it with Escape. */
async function optionsOf(user: UserEvent, dropdown: HTMLElement): Promise<string[]> {
  await user.click(dropdown);
  const texts = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return texts;
}

/** The ordering number is a Fluent dropdown: open it, then pick the option. */
async function chooseOrderingNumber(user: UserEvent, number: string) {
  await user.click(orderingNumber());
  await user.click(screen.getByRole('option', { name: number }));
}

async function fillValid(user: UserEvent) {
  await fillIn(user, textbox('Name'), 'Tides');
  await fillIn(user, textbox('Client id'), 'weather-tides');
  await fillIn(user, textbox('Image url'), '/images/tides.svg');
  await fillIn(user, textbox('Base url'), 'https://tides.weather.test');
  await fillIn(user, textbox('Callback url'), 'https://tides.weather.test/auth/callback');
  await fillIn(user, textbox('Webhook url'), 'https://tides.weather.test/webhooks/identity');
  await chooseOrderingNumber(user, '3');
  await fillIn(user, textbox('Description'), 'High and low water along the coast.');
}

describe('the application form', () => {
  it('shows each rule under its field, and the failure notice, without calling the API', async () => {
    const user = userEvent.setup();
    const { transport } = renderAdmin(sysadmin, { path: '/applications/create' });

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'A name much longer than thirty characters');
    expect(screen.getByText('Maximum 30 characters')).toBeInTheDocument();
    await user.type(textbox('Base url'), 'tides.weather.test');
    await user.click(screen.getByRole('button', { name: 'Add application' }));

    expect(await screen.findByText('Sorry, Application could not be saved!')).toBeInTheDocument();
    for (const message of ['Client id is required', 'Description is required', 'Image url is required', 'Enter a full http or https address', 'Callback url is required', 'Webhook url is required', 'Ordering number is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(textbox('Base url')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Sysadmin url')).not.toHaveAttribute('aria-invalid', 'true');
    expect(transport.calls).toEqual([]);
  });

  it('adds an application: Application Added!, the form resets, and the secrets show once with copy', async () => {
    const user = userEvent.setup();
    const { transport, copied } = renderAdmin(sysadmin, { path: '/applications/create' });
    await screen.findByRole('textbox', { name: /^Name/ });

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Add application' }));

    expect(await screen.findByText('Application Added!')).toBeInTheDocument();
    expect(transport.applications.map((application) => application.client_id)).toContain('weather-tides');
    expect(textbox('Name')).toHaveValue('');
    expect(orderingNumber()).toHaveTextContent('Choose…');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    const secrets = screen.getByRole('region', { name: 'Copy the secrets now: they are shown only this once.' });
    expect(within(secrets).getByText('client-secret-1')).toBeInTheDocument();
    await user.click(within(secrets).getByRole('button', { name: 'Copy Client secret' }));
    expect(copied).toEqual(['client-secret-1']);
    expect(await screen.findByText('Client secret copied')).toBeInTheDocument();
    await user.click(within(secrets).getByRole('button', { name: 'I have copied them' }));
    expect(screen.queryByText('client-secret-1')).not.toBeInTheDocument();
  });

  it('shows the server per-field errors under the fields with the failure notice', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    renderAdmin(sysadmin, { path: '/applications/create', transport });
    await screen.findByRole('textbox', { name: /^Name/ });
    await fillValid(user);
    transport.refuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'client_id', code: 'CLIENT_ID_TAKEN', message: 'Another application already has this client id' }],
    };

    await user.click(screen.getByRole('button', { name: 'Add application' }));

    expect(await screen.findByText('Sorry, Application could not be saved!')).toBeInTheDocument();
    expect(screen.getByText('Another application already has this client id')).toBeInTheDocument();
    expect(textbox('Client id')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Name')).toHaveValue('Tides');
  });

  it('edits an application (Application Updated!) and rotates its secret (Application Saved!)', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 5 })];
    renderAdmin(sysadmin, { path: '/applications/5', transport });

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Radar');
    await user.clear(name);
    await user.type(name, 'Radar Pro');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application Updated!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Radar Pro' })).toBeInTheDocument();
    expect(transport.applications[0]?.name).toBe('Radar Pro');

    // It asks first, naming the application as saved; Cancel rotates nothing.
    await user.click(screen.getByRole('button', { name: 'Rotate client secret' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Rotate the secrets of Radar Pro?' });
    expect(asked).toHaveAccessibleDescription(
      'The current client secret and webhook secret of Radar Pro will stop working at once. The new ones are shown once: give them to the application right away.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(transport.calls).not.toContain('rotate 5');
    await user.click(screen.getByRole('button', { name: 'Rotate client secret' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate now' }));
    expect(await screen.findByText('Application Saved!')).toBeInTheDocument();
    expect(screen.getByText('client-secret-1')).toBeInTheDocument();
    expect(transport.calls).toContain('rotate 5');
  });

  it('offers the ordering numbers 1 to 3 in a Fluent dropdown, with its hint, and shows the chosen one', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 5, ordering_number: 2 })];
    renderAdmin(sysadmin, { path: '/applications/5', transport });

    await screen.findByRole('textbox', { name: /^Name/ });
    expect(orderingNumber().tagName).toBe('BUTTON');
    expect(orderingNumber()).toHaveTextContent('2');
    expect(orderingNumber()).toHaveAccessibleDescription('The card’s place on the launcher');
    await user.click(orderingNumber());
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('option', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Application Updated!')).toBeInTheDocument();
    expect(transport.applications[0]?.ordering_number).toBe(3);
    expect(orderingNumber()).toHaveTextContent('3');
  });

  it('edits the optional Italian name and description, labelled as such, and shows them again', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 5 })];
    renderAdmin(sysadmin, { path: '/applications/5', transport });

    const italianName = await screen.findByRole('textbox', { name: 'Italian name (optional)' });
    const italianDescription = screen.getByRole('textbox', { name: 'Italian description (optional)' });
    expect(italianName).toHaveValue('');
    expect(italianName).not.toBeRequired();
    expect(italianName).toHaveAccessibleDescription('Shown on the launcher to people reading Italian; left blank, the name above is shown');
    await user.type(italianName, 'n'.repeat(31));
    expect(screen.getByText('Maximum 30 characters')).toBeInTheDocument();
    await user.clear(italianName);
    await user.type(italianName, 'Radar meteo');
    await user.type(italianDescription, 'Radar della pioggia.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Application Updated!')).toBeInTheDocument();
    expect(transport.applications[0]?.translations).toEqual({ it: { name: 'Radar meteo', description: 'Radar della pioggia.' } });
    expect(screen.getByRole('textbox', { name: 'Italian name (optional)' })).toHaveValue('Radar meteo');
  });

  it('sets a theme and a post-callback url, with their hints, and shows them again when the application is opened', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 5 })];
    renderAdmin(sysadmin, { path: '/applications/5', transport });

    await screen.findByRole('combobox', { name: /^Theme/ });
    // A Fluent dropdown like the ordering number beside it, not a native select.
    expect(theme().tagName).toBe('BUTTON');
    expect(theme()).toHaveTextContent('Primary');
    expect(theme()).toHaveAccessibleDescription('The colour of the application’s card on the launcher');
    expect(await optionsOf(user, theme())).toEqual(['Primary', 'Primary alternative', 'Yellow', 'White']);
    const postCallback = textbox('Post-callback url');
    expect(postCallback).toHaveValue('');
    expect(postCallback).toHaveAccessibleDescription(expect.stringContaining('form POST here, instead of a redirect'));

    await user.click(theme());
    await user.click(screen.getByRole('option', { name: 'Yellow' }));
    await user.type(postCallback, 'http://localhost:4001/auth/post');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Application Updated!')).toBeInTheDocument();
    expect(transport.applications[0]).toMatchObject({ theme: 'yellow', postCallbackUrl: 'http://localhost:4001/auth/post' });
    expect(theme()).toHaveTextContent('Yellow');
    expect(textbox('Post-callback url')).toHaveValue('http://localhost:4001/auth/post');
  });

  it('refuses a post-callback url on another address under the field, without calling the API', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 5 })];
    renderAdmin(sysadmin, { path: '/applications/5', transport });

    await user.type(await screen.findByRole('textbox', { name: /^Post-callback url/ }), 'https://elsewhere.example.com/post');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Use the address (scheme, host and port) of the base url or the callback url')).toBeInTheDocument();
    expect(textbox('Post-callback url')).toHaveAttribute('aria-invalid', 'true');
    expect(transport.calls).toEqual(['get 5']);
  });

  it('offers the theme and the post-callback url in Italian, with the message in Italian', async () => {
    const user = userEvent.setup();
    const transport = new FakeAdminTransport();
    transport.applications = [buildApplication({ id: 5, theme: 'white' })];
    renderAdmin(sysadmin, { path: '/applications/5', transport, language: 'it' });

    await screen.findByRole('combobox', { name: /^Tema/ });
    expect(theme(/^Tema/)).toHaveTextContent('Bianco');
    expect(await optionsOf(user, theme(/^Tema/))).toEqual(['Primario', 'Primario alternativo', 'Giallo', 'Bianco']);
    await user.type(textbox('URL di post-callback'), 'http://127.0.0.1:4001/post');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText("Usa l'indirizzo (schema, host e porta) dell'url di base o dell'url di callback")).toBeInTheDocument();
    expect(transport.calls).toEqual(['get 5']);
  });

  it('says an unknown id names no application', async () => {
    const transport = new FakeAdminTransport();
    transport.refuseWith = { statusCode: 404, code: 'APPLICATION_NOT_FOUND', message: 'This application does not exist' };
    renderAdmin(sysadmin, { path: '/applications/99', transport });
    expect(await screen.findByRole('alert')).toHaveTextContent('This application does not exist');
  });

  it('says a malformed id names no application, without asking the API', async () => {
    const { transport } = renderAdmin(sysadmin, { path: '/applications/abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This application does not exist');
    expect(transport.calls).toEqual([]);
  });
});
