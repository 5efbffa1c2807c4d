// The cookies one browser holds during one OpenID Connect authorization (scenario 7): the portal
// session cookie it starts with, and whatever the provider sets on its redirects (its interaction
// and resume cookies). Paths and expiry dates are ignored except for a deletion: every cookie
// is sent on every request of the flow, all of them on the one service, which is harmless to the
// provider (it reads only the cookies it looks for) and keeps the bench's client cheap.

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** `initial`: `name=value` pairs, e.g. the portal session cookie. */
  constructor(initial: readonly string[] = []) {
    for (const pair of initial) this.storeOne(pair);
  }

  /** Keeps the cookies of a response's Set-Cookie lines; an emptied or expired one is removed. */
  store(setCookie: readonly string[] | string | undefined): void {
    const lines = setCookie === undefined ? [] : typeof setCookie === 'string' ? [setCookie] : setCookie;
    for (const line of lines) this.storeOne(line);
  }

  /** The Cookie header to send, or undefined when the jar is empty. */
  header(): string | undefined {
    return this.cookies.size === 0 ? undefined : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private storeOne(line: string): void {
    const [pair, ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, setting = ''] = attribute.split('=');
      const lower = key.trim().toLowerCase();
      return (lower === 'max-age' && Number(setting) <= 0) || (lower === 'expires' && Date.parse(setting) <= Date.now());
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
