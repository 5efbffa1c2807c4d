/** @jest-environment node */
import { NETWORK_ERROR_STATUS, toApiResult } from './api-result';

const answer = (status: number, body?: unknown) => ({
  response: new Response(null, { status }),
  ...(status < 300 ? { data: body } : { error: body }),
});

describe(toApiResult.name, () => {
  it('passes the data of a success through', async () => {
    await expect(toApiResult(async () => answer(200, { id: 1 }))).resolves.toEqual({ ok: true, data: { id: 1 } });
  });

  it('keeps the API error body of a refusal', async () => {
    const body = { statusCode: 401, code: 'INCORRECT_CREDENTIALS', message: 'Incorrect email or password' };
    await expect(toApiResult(async () => answer(401, body))).resolves.toEqual({ ok: false, error: body });
  });

  it('names an answer that is not the API shape by its status', async () => {
    const result = await toApiResult(async () => answer(502, '<html>Bad gateway</html>'));
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ statusCode: 502, code: 'UNKNOWN_ERROR' }) });
  });

  it('reads a 503 that is not the API shape (a balancer with no ready instance) as SERVICE_UNAVAILABLE', async () => {
    const result = await toApiResult(async () => answer(503, '<html>No server is available</html>'));
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' }) });
  });

  it('turns a failed fetch into a network error', async () => {
    const result = await toApiResult(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual({
      ok: false,
      error: { statusCode: NETWORK_ERROR_STATUS, code: 'NETWORK_ERROR', message: 'Failed to fetch' },
    });
  });
});
