import { createCsrfCheck } from './csrf.hook';
import type { StateChangingRule } from './state-changing';

/** A request as the hook sees it: its route's config holds the rule its decorators set (none for an unknown route). */
function call(method: string, headers: Record<string, string>, stateChanging?: StateChangingRule) {
  const sut = createCsrfCheck(['http://localhost:8080', 'http://localhost:3000']);
  const refusal = sut({ method, headers, routeOptions: { config: stateChanging ? { stateChanging } : {} } });
  return refusal === null ? { passed: true } : { passed: false, status: 403, code: refusal };
}

describe(createCsrfCheck.name, () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through without the header', (method) => {
    expect(call(method, { origin: 'https://evil.example' }).passed).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s without X-Requested-With', (method) => {
    expect(call(method, {})).toEqual({ passed: false, status: 403, code: 'CSRF_REJECTED' });
  });

  it('refuses an unsafe method whose route said nothing, or that matched no route', () => {
    expect(call('POST', {}).passed).toBe(false);
    expect(createCsrfCheck([])({ method: 'DELETE', headers: {} })).toBe('CSRF_REJECTED');
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

  it('exempts the server-to-server redemption, which reads no cookie, and the SAML form post', () => {
    expect(call('POST', {}, 'server-to-server').passed).toBe(true);
    expect(call('POST', { origin: 'https://idp.example' }, 'saml-form-post').passed).toBe(true);
  });
});

describe('the GETs that change state', () => {
  const check = createCsrfCheck(['http://localhost:8080']);
  const claim = { method: 'GET', routeOptions: { config: { stateChanging: 'checked' as const } } };

  it('checks a GET whose route says it changes state', () => {
    expect(check({ ...claim, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' } })).toBe('CSRF_REJECTED');
    expect(check({ ...claim, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'null' } })).toBe('CSRF_REJECTED');
    expect(check({ ...claim, headers: {} })).toBe('CSRF_REJECTED');
    expect(check({ ...claim, headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost:8080' } })).toBeNull();
  });

  it('leaves other GETs alone', () => {
    expect(check({ method: 'GET', routeOptions: { config: {} }, headers: { origin: 'null' } })).toBeNull();
  });
});
