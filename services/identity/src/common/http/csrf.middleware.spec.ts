import type { Request, Response } from 'express';
import { createCsrfMiddleware } from './csrf.middleware';

function call(method: string, headers: Record<string, string>, path = '/v1/users/me') {
  const sut = createCsrfMiddleware(['http://localhost:8080', 'http://localhost:3000']);
  const response = { status: jest.fn().mockReturnThis(), json: jest.fn().mockReturnThis() };
  const next = jest.fn();
  sut({ method, headers, path } as unknown as Request, response as unknown as Response, next);
  return { passed: next.mock.calls.length === 1, status: response.status.mock.calls[0]?.[0], body: response.json.mock.calls[0]?.[0] };
}

describe(createCsrfMiddleware.name, () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through without the header', (method) => {
    expect(call(method, { origin: 'https://evil.example' }).passed).toBe(true);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s without X-Requested-With', (method) => {
    expect(call(method, {})).toEqual({
      passed: false,
      status: 403,
      body: { statusCode: 403, code: 'CSRF_REJECTED', message: 'The request was refused by the cross-site request check' },
    });
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
