import { fetchWithEarlySessionCheck, forgetEarlySessionCheck, requestSessionCheckEarly, sessionUrl } from './early-session-check';
import { fetchStartDocument, requestStartDocuments } from './start-documents';

const BASE = 'https://portal.example/login';
const answer = (name: string) => ({ status: 200, statusText: name }) as Response;
const request = (url: string, method = 'GET') => ({ url, method }) as Request;

function startWith(config: unknown) {
  requestStartDocuments(async (url) => (url === '/config.json' ? config : {}));
}

afterEach(async () => {
  forgetEarlySessionCheck();
  // Drain what a test requested, so the next one starts afresh.
  await fetchStartDocument('/config.json').catch(() => undefined);
  await fetchStartDocument('/remotes.json').catch(() => undefined);
});

describe('the early session check', () => {
  it('asks the API named by /config.json, with the cookie, as the client would', async () => {
    startWith({ apiUrl: 'https://api.example/', helpUrl: 'https://help.example' });
    const network = jest.fn(async () => answer('early'));
    requestSessionCheckEarly(network, BASE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(network).toHaveBeenCalledWith('https://api.example/auth/session', { credentials: 'include' });
    expect(sessionUrl('/', BASE)).toBe('https://portal.example/auth/session');
  });

  it('hands its answer to the first GET of the session check only, once', async () => {
    startWith({ apiUrl: '/', helpUrl: 'https://help.example' });
    requestSessionCheckEarly(async () => answer('early'), BASE);
    const later = jest.fn(async (r: Request) => answer(`network ${r.method} ${r.url}`));
    const client = fetchWithEarlySessionCheck(later);

    await expect(client(request('https://portal.example/v1/users/me'))).resolves.toEqual(answer('network GET https://portal.example/v1/users/me'));
    await expect(client(request('https://portal.example/auth/session', 'POST'))).resolves.toEqual(answer('network POST https://portal.example/auth/session'));
    await expect(client(request('https://portal.example/auth/session'))).resolves.toEqual(answer('early'));
    await expect(client(request('https://portal.example/auth/session'))).resolves.toEqual(answer('network GET https://portal.example/auth/session'));
  });

  it('asks again when the early request failed', async () => {
    startWith({ apiUrl: '/', helpUrl: 'https://help.example' });
    requestSessionCheckEarly(async () => Promise.reject(new TypeError('Failed to fetch')), BASE);
    const client = fetchWithEarlySessionCheck(async () => answer('network'));
    await expect(client(request('https://portal.example/auth/session'))).resolves.toEqual(answer('network'));
  });

  it('does nothing when /config.json is broken: the start reports that', async () => {
    startWith({ apiUrl: 42 });
    const network = jest.fn(async () => answer('early'));
    requestSessionCheckEarly(network, BASE);
    const client = fetchWithEarlySessionCheck(async () => answer('network'));
    await expect(client(request('https://portal.example/auth/session'))).resolves.toEqual(answer('network'));
    expect(network).not.toHaveBeenCalled();
  });

  it('is not started without the start documents', async () => {
    const network = jest.fn(async () => answer('early'));
    requestSessionCheckEarly(network, BASE);
    const client = fetchWithEarlySessionCheck(async () => answer('network'));
    await expect(client(request('https://portal.example/auth/session'))).resolves.toEqual(answer('network'));
    expect(network).not.toHaveBeenCalled();
  });
});
