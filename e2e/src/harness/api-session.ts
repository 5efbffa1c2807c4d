// Talks to the identity API the way the portal does (cookie session, CSRF header, the portal's
// Origin), for setting up accounts without going through the screens under test.
export interface ApiSession {
  request(method: string, path: string, body?: unknown): Promise<Response>;
}

export async function signInToApi(apiUrl: string, portalOrigin: string, email: string, password: string): Promise<ApiSession> {
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: portalOrigin };
  const login = await fetch(`${apiUrl}/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`POST /auth/login for ${email} answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return {
    request: (method, path, body) =>
      fetch(`${apiUrl}${path}`, {
        method,
        headers: { ...headers, Cookie: cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}
