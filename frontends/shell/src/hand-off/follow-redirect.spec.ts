import { COMPLETED_MESSAGE, followRedirect } from './follow-redirect';

/** A window whose navigation and parent are recorded instead of followed. */
function fakeWindow(framed: boolean) {
  const assigned: string[] = [];
  const posted: unknown[] = [];
  const submitted: HTMLFormElement[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) };
  const win = {
    document,
    location: { assign: (url: string) => assigned.push(url) },
    parent: framed ? parent : undefined,
  } as unknown as Window;
  if (!framed) (win as unknown as { parent: Window }).parent = win;
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  return { win, assigned, posted, submitted };
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe(followRedirect.name, () => {
  it('goes to the URL of a GET redirect as it is', () => {
    const { win, assigned, posted } = fakeWindow(false);
    followRedirect({ method: 'GET', url: 'http://localhost:4001/radar?token=abc&seq=2' }, win);
    expect(assigned).toEqual(['http://localhost:4001/radar?token=abc&seq=2']);
    expect(posted).toEqual([]);
  });

  it('posts a hidden form with the token and return path for a POST redirect', () => {
    const { win, submitted, assigned } = fakeWindow(false);
    followRedirect({ method: 'POST', url: 'http://localhost:4002/auth/callback', fields: { token: 'abc', returnPath: '/today' } }, win);
    expect(assigned).toEqual([]);
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://localhost:4002/auth/callback');
    expect(form.hidden).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ token: 'abc', returnPath: '/today' });
  });

  it('tells the framing page that the sign-in completed before leaving', () => {
    const { win, posted, assigned } = fakeWindow(true);
    followRedirect({ method: 'GET', url: 'http://localhost:4001/auth/callback?token=abc' }, win);
    expect(posted).toEqual([[COMPLETED_MESSAGE, '*']]);
    expect(assigned).toHaveLength(1);
  });
});
