import { createCsrfCheck } from './csrf.middleware';

function call(method: string, headers: Record<string, string>, url = '/v1/users/me') {
  const sut = createCsrfCheck(['http://localhost:8080', 'http://localhost:3000']);
  const refusal = sut({ method, headers, url });
  return refusal === null ? { passed: true } : { passed: false, status: 403, code: refusal };
}

describe(createCsrfCheck.name, () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through without the header', (method) => {
    expect(call(method, { origin: 'https://evil.example' }).passed).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s without X-Requested-With', (method) => {
    expect(call(method, {})).toEqual({ passed: false, status: 403, code: 'CSRF_REJECTED' });
  });

  it('lets a call with the header and no Origin through (same-origin tools, server calls)', () => {
    expect(call('POST', { 'x-requested-with': 'XMLHttpRequest' }).passed).toBe(true);
  });

  it('lets a trusted Origin through and refuses any other', () => {
    expect(call('POST', { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost:8080' }).passed).toBe(true);
    expect(call('POST', { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost:3000' }).passed).toBe(true);
    expect(call('POST', { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost:8081' }).passed).toBe(false);
    expect(call('POST', { 'x-requested-with': 'XMLHttpRequest', origin: 'null' }).passed).toBe(false);
  });

  it('exempts the server-to-server redemption, which reads no cookie', () => {
    expect(call('POST', {}, '/v1/handoff/redeem').passed).toBe(true);
    expect(call('POST', {}, '/v1/handoff/redeem/other').passed).toBe(false);
  });
});

describe('the GETs that change state', () => {
  const check = createCsrfCheck(['http://localhost:8080']);
  const claim = { method: 'GET', url: '/v1/enterprises/1/domains/2/users/%63laim', route: '/v1/enterprises/:id/domains/:domainId/users/claim' };
  const forceSaml = { method: 'GET', url: '/v1/enterprises/1/domains/2/users/forceSaml', route: '/v1/enterprises/:id/domains/:domainId/users/forceSaml' };

  it.each([claim, forceSaml])('checks $route by its route, whatever the spelling of its URL', (request) => {
    expect(check({ ...request, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' } })).toBe('CSRF_REJECTED');
    expect(check({ ...request, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'null' } })).toBe('CSRF_REJECTED');
    expect(check({ ...request, headers: {} })).toBe('CSRF_REJECTED');
    expect(check({ ...request, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost:8080' } })).toBeNull();
  });

  it('leaves other GETs alone', () => {
    expect(check({ method: 'GET', url: '/v1/enterprises/1', route: '/v1/enterprises/:id', headers: { origin: 'null' } })).toBeNull();
  });
});

describe('server-to-server paths with a query', () => {
  it('reads the path without the query', () => {
    expect(call('POST', {}, '/v1/handoff/redeem?trace=1').passed).toBe(true);
  });
});
