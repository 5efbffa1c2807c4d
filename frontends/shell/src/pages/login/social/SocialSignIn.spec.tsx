import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { API_URL, renderShell } from '../../../testing/render-shell';

const ada = buildPortalUser({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });

function answerProviders(providers: { facebook: boolean; linkedin: boolean }) {
  // jsdom has no fetch: the API's answer as the component reads it.
  const fetchMock = jest.fn((_url: URL | string) => Promise.resolve({ ok: true, json: () => Promise.resolve(providers) }));
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

function post(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

async function openLogin(path = '/login', language: 'en' | 'it' = 'en') {
  const rendered = renderShell({ path, account: ada, language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Sign in' : 'Accedi' });
  return rendered;
}

describe('SocialSignIn on /login', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows only the enabled providers and opens the API pop-up at 700x550 with the portal origin', async () => {
    const fetchMock = answerProviders({ facebook: false, linkedin: true });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await openLogin();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with LinkedIn' }));

    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${API_URL}/auth/providers/social`);
    expect(open).toHaveBeenCalledWith(`${API_URL}/auth/linkedin?origin=${encodeURIComponent(window.location.origin)}`, 'weather-linkedin-sign-in', 'popup,width=700,height=550');
  });

  it('signs in on the API origin message, and ignores the same message from another origin', async () => {
    answerProviders({ facebook: true, linkedin: true });
    const { transport, rootStore } = await openLogin();
    await screen.findByRole('button', { name: 'Continue with Facebook' });
    transport.signedIn = ada;
    const reload = jest.spyOn(rootStore.sessionStore, 'signedInBySocial');

    // The listener runs during dispatch: a message it accepted would have asked for the session already.
    post('http://evil.example', { type: 'weather-social-sign-in', ok: true, provider: 'facebook' });
    expect(reload).not.toHaveBeenCalled();

    post(API_URL, { type: 'weather-social-sign-in', ok: true, provider: 'facebook' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
  });

  it('shows what went wrong, in Italian too', async () => {
    answerProviders({ facebook: true, linkedin: false });
    await openLogin('/login', 'it');
    await screen.findByRole('button', { name: 'Continua con Facebook' });

    post(API_URL, { type: 'weather-social-sign-in', ok: false, provider: 'facebook', code: 'SOCIAL_EMAIL_UNVERIFIED' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Il tuo indirizzo email non è verificato');
  });

  it('takes a person of a domain that forces SAML to its sign-in page', async () => {
    answerProviders({ facebook: false, linkedin: true });
    const left: string[] = [];
    renderShell({ path: '/login', account: ada, leavePortal: (url) => left.push(url) });
    await screen.findByRole('button', { name: 'Continue with LinkedIn' });

    post(API_URL, { type: 'weather-social-sign-in', ok: false, provider: 'linkedin', code: 'SOCIAL_SAML_REQUIRED', loginURL: `${API_URL}/auth/saml/3/login` });

    expect(await screen.findByRole('alert')).toHaveTextContent('Your organisation signs you in with its own sign-in page');
    await waitFor(() => expect(left).toEqual([`${API_URL}/auth/saml/3/login`]), { timeout: 10_000 });
  });

  it('shows no buttons when the API does not answer', async () => {
    Object.defineProperty(window, 'fetch', { value: jest.fn(() => Promise.reject(new Error('offline'))), configurable: true, writable: true });
    await openLogin();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});
