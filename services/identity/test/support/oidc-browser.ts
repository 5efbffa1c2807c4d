/**
 * A browser as far as the OpenID Connect flows need one: it keeps cookies per name and follows
 * redirects on the identity service until one leaves it (to an application or to the portal).
 */
export class OidcBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly apiOrigin: string) {}

  /** Requests with the cookie jar; Set-Cookie answers are kept (an expired one removes the cookie). */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows the redirects while they stay on the identity service; answers the first URL outside it. */
  async navigate(url: string): Promise<URL> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops += 1) {
      if (current.origin !== this.apiOrigin) return current;
      const response = await this.fetch(current.href);
      const location = response.headers.get('location');
      if (!location) throw new Error(`${current.pathname} answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
      current = new URL(location, current);
    }
    throw new Error('too many redirects');
  }

  /** Signs in to the portal as the portal does (POST /auth/login), which sets the session cookie. */
  async signIn(email: string, password: string): Promise<void> {
    const response = await this.fetch(`${this.apiOrigin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  }
}
