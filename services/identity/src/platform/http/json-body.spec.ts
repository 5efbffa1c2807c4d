import { ApiException } from '../errors/api-exception';
import { bodyRefusal, jsonDepth, MAX_JSON_DEPTH, parseJsonBody } from './json-body';

const post = (headers: Record<string, string>, url = '/auth/login', config = {}) => bodyRefusal({ method: 'POST', url, routeOptions: { config }, headers: { 'content-length': '10', ...headers } });

function codeOf(text: string): string | null {
  try {
    parseJsonBody(text);
    return null;
  } catch (error) {
    return error instanceof ApiException ? error.code : 'not an ApiException';
  }
}

describe(bodyRefusal.name, () => {
  it('lets JSON in UTF-8 through, with or without the charset', () => {
    expect(post({ 'content-type': 'application/json' })).toBeNull();
    expect(post({ 'content-type': 'Application/JSON; charset=UTF-8' })).toBeNull();
  });

  it('refuses other media types, other charsets and compressed bodies with 415', () => {
    expect(post({ 'content-type': 'application/x-www-form-urlencoded' })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(post({ 'content-type': 'text/plain' })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(post({})).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(post({ 'content-type': 'application/json; charset=latin1' })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(post({ 'content-type': 'application/json', 'content-encoding': 'gzip' })).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('does not look at reads, empty bodies or the SAML assertion consumer form', () => {
    expect(bodyRefusal({ method: 'GET', url: '/v1/users/me', headers: { 'content-type': 'text/plain', 'content-length': '3' } })).toBeNull();
    expect(bodyRefusal({ method: 'POST', url: '/auth/logout', headers: { 'content-type': 'text/plain' } })).toBeNull();
    expect(post({ 'content-type': 'application/x-www-form-urlencoded' }, '/auth/saml/12/acs', { stateChanging: 'saml-form-post' })).toBeNull();
  });
});

describe(parseJsonBody.name, () => {
  it('reads one object, and an empty body as none', () => {
    expect(parseJsonBody('{"email":"a@b.com"}')).toEqual({ email: 'a@b.com' });
    expect(parseJsonBody('  ')).toBeUndefined();
  });

  it('refuses what is not JSON or a bare value with MALFORMED_JSON, an array with BAD_REQUEST', () => {
    expect(codeOf('{"email": ')).toBe('MALFORMED_JSON');
    expect(codeOf('"text"')).toBe('MALFORMED_JSON');
    expect(codeOf('null')).toBe('MALFORMED_JSON');
    expect(codeOf('[1,2]')).toBe('BAD_REQUEST');
  });
});

describe(jsonDepth.name, () => {
  const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`) as unknown;

  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepth({ email: 'a@b.com' })).toBe(1);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
  });

  it('measures 10,000 levels without overflowing the stack', () => {
    expect(jsonDepth(nested(10_000))).toBeGreaterThan(MAX_JSON_DEPTH);
  });
});

describe('parseJsonBody and depth', () => {
  it(`reads ${MAX_JSON_DEPTH} levels and refuses one more with BAD_REQUEST`, () => {
    const text = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    expect(codeOf(text(MAX_JSON_DEPTH))).toBeNull();
    expect(codeOf(text(MAX_JSON_DEPTH + 1))).toBe('BAD_REQUEST');
    expect(codeOf(`{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`)).toBe('BAD_REQUEST');
  });
});
