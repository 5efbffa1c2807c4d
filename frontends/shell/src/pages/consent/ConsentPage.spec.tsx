import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { FAKE_ISSUER } from '../../testing/fake-session-transport';
import { currentLocation } from '../../testing/queries';
import { renderShell } from '../../testing/render-shell';
import type { ConsentRequest } from '../../transport/consent-transport';

const ada = buildPortalUser({ email: 'ada@example.com' });
const pictures: ConsentRequest = {
  application: { client_id: 'weather-pictures', name: 'Weather Pictures', base_url: 'https://pictures.example.com', image_url: 'https://pictures.example.com/logo.svg' },
  scopes: ['openid', 'email', 'offline_access'],
  claims: ['zoneinfo'],
};

function renderConsent(options: { signedIn?: boolean; request?: ConsentRequest | null; language?: 'en' | 'it' } = {}) {
  const leavePortal = jest.fn();
  const rendered = renderShell({
    path: '/consent?interaction=abc123',
    account: ada,
    signedIn: options.signedIn ?? true,
    leavePortal,
    language: options.language,
    arrange: (transport) => {
      if (options.request !== null) transport.consents.set('abc123', options.request ?? pictures);
    },
  });
  return { ...rendered, leavePortal };
}

describe('the consent page (docs/adr/0802)', () => {
  it('shows the application, what it asks in plain words and who answers', async () => {
    renderConsent();

    expect(await screen.findByRole('heading', { name: 'Allow Weather Pictures to use your account?' })).toBeInTheDocument();
    expect(screen.getByText('https://pictures.example.com')).toBeInTheDocument();
    expect(screen.getByText('Signed in as ada@example.com')).toBeInTheDocument();
    const asked = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(asked).toEqual([
      'Who you are: your account’s identifier',
      'Your email address',
      'Access while you are away (offline access)',
      'The detail “zoneinfo” of your account',
    ]);
  });

  it('answers Allow and sends the whole window where the API says', async () => {
    const user = userEvent.setup();
    const { leavePortal, transport } = renderConsent();

    await user.click(await screen.findByRole('button', { name: 'Allow' }));

    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(`${FAKE_ISSUER}/auth/abc123`));
    expect(transport.calls).toContain('allow abc123');
    expect(screen.getByRole('button', { name: 'Allow' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeDisabled();
  });

  it('answers Deny once, however often it is clicked', async () => {
    const user = userEvent.setup();
    const { leavePortal, transport } = renderConsent();

    const deny = await screen.findByRole('button', { name: 'Deny' });
    await user.click(deny);
    await user.click(deny);

    await waitFor(() => expect(leavePortal).toHaveBeenCalledTimes(1));
    expect(transport.calls.filter((call) => call.startsWith('deny'))).toEqual(['deny abc123']);
  });

  it('says so when the request has expired or is not for this account', async () => {
    const { leavePortal } = renderConsent({ request: null });

    expect(await screen.findByRole('alert')).toHaveTextContent('This request has expired or is not for this account.');
    expect(screen.queryByRole('button', { name: 'Allow' })).not.toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('sends someone signed out to sign in first, with the interaction', async () => {
    renderConsent({ signedIn: false });

    await waitFor(() => expect(currentLocation()).toBe('/login?interaction=abc123'));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('asks again in the language switched to, keeping the request shown meanwhile (docs/adr/1005)', async () => {
    const user = userEvent.setup();
    const { transport } = renderConsent();
    await screen.findByRole('heading', { name: 'Allow Weather Pictures to use your account?' });
    // The API names the application in the language asked in: from now on, the Italian name.
    transport.consents.set('abc123', { ...pictures, application: { ...pictures.application, name: 'Immagini Meteo' } });

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Italiano' }));

    // The portal's own labels at once, the application's name once the API has answered again.
    expect(screen.getByText('Il tuo indirizzo email')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Consentire a Immagini Meteo di usare il tuo account?' })).toBeInTheDocument();
    expect(screen.queryByText('Caricamento della richiesta…')).not.toBeInTheDocument();
    expect(transport.calls.filter((call) => call === 'consent abc123')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Consenti' })).toBeEnabled();
  });

  it('speaks Italian', async () => {
    renderConsent({ language: 'it' });

    expect(await screen.findByRole('heading', { name: 'Consentire a Weather Pictures di usare il tuo account?' })).toBeInTheDocument();
    expect(screen.getByText('Il tuo indirizzo email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Consenti' })).toBeInTheDocument();
  });
});
