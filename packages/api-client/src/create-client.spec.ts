import { RecordingServer } from '../test/recording-server';
import type { components, paths } from '../test/fixtures/mini/src/schema';
import { createTypedClient } from './create-client';

const unauthenticated = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' };
const user: components['schemas']['UserDto'] = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

describe(createTypedClient.name, () => {
  let server: RecordingServer;
  let baseUrl: string;

  beforeEach(async () => {
    server = new RecordingServer();
    baseUrl = await server.start();
  });

  afterEach(() => server.stop());

  it('sends X-Requested-With: XMLHttpRequest on writes, and nothing a browser would preflight on reads', async () => {
    server.answer('GET /v1/users/me', { status: 200, body: user }).answer('PUT /v1/users/me', { status: 200, body: user });
    const sut = createTypedClient<paths>({ baseUrl });

    await sut.GET('/v1/users/me');
    await sut.PUT('/v1/users/me', { body: { first_name: 'Ada', last_name: 'Lovelace' } });

    expect(server.requests.map((request) => [request.method, request.headers['x-requested-with']])).toEqual([
      ['GET', undefined],
      ['PUT', 'XMLHttpRequest'],
    ]);
    // A simple request (Fetch standard): no author header beyond the CORS-safelisted ones, so no preflight.
    expect(Object.keys(server.requests[0].headers).filter((name) => name.startsWith('x-') || name === 'content-type')).toEqual([]);
    expect(JSON.parse(server.requests[1].body)).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('includes credentials on every request, so the session cookie travels cross-origin', async () => {
    server.answer('GET /v1/users/me', { status: 200, body: user });
    const seen: RequestCredentials[] = [];
    const sut = createTypedClient<paths>({
      baseUrl,
      fetch: (request) => {
        seen.push(request.credentials);
        return fetch(request);
      },
    });

    const { data } = await sut.GET('/v1/users/me');

    expect(seen).toEqual(['include']);
    expect(data).toEqual(user);
  });

  it('calls onUnauthorized with the response of a 401 outside /auth/', async () => {
    server.answer('GET /v1/users/me', { status: 401, body: unauthenticated });
    const onUnauthorized = jest.fn<void, [Response]>();
    const sut = createTypedClient<paths>({ baseUrl, onUnauthorized });

    const { error, response } = await sut.GET('/v1/users/me');

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0][0].status).toBe(401);
    expect(response.status).toBe(401);
    expect(error).toEqual(unauthenticated);
  });

  it('leaves a 401 of an authentication call to the form (wrong credentials are not a lost session)', async () => {
    const incorrect = { statusCode: 401, code: 'INCORRECT_CREDENTIALS', message: 'Incorrect email or password' };
    server.answer('POST /auth/login', { status: 401, body: incorrect });
    const onUnauthorized = jest.fn();
    const sut = createTypedClient<paths>({ baseUrl, onUnauthorized });

    const { error } = await sut.POST('/auth/login', { body: { email: 'ada@example.com', password: 'wrong' } });

    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toEqual(incorrect);
  });

  it.each([200, 403, 404])('does not sign out on a %i', async (status) => {
    server.answer('GET /v1/timezones/12', { status, body: status === 200 ? { id: 12, name: 'Australia/Sydney' } : { statusCode: status, code: 'X', message: 'x' } });
    const onUnauthorized = jest.fn();
    const sut = createTypedClient<paths>({ baseUrl, onUnauthorized });

    await sut.GET('/v1/timezones/{id}', { params: { path: { id: 12 } } });

    expect(server.requests[0].url).toBe('/v1/timezones/12');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onPasswordChangeRequired on a 403 PASSWORD_CHANGE_REQUIRED only, and leaves the error to the caller', async () => {
    const required = { statusCode: 403, code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please change your password before you go on' };
    server.answer('GET /v1/users/me', { status: 403, body: required });
    server.answer('GET /v1/timezones/12', { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'x' } });
    const onPasswordChangeRequired = jest.fn<void, [Response]>();
    const onUnauthorized = jest.fn();
    const sut = createTypedClient<paths>({ baseUrl, onUnauthorized, onPasswordChangeRequired });

    const { error } = await sut.GET('/v1/users/me');
    await sut.GET('/v1/timezones/{id}', { params: { path: { id: 12 } } });

    expect(onPasswordChangeRequired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toEqual(required);
  });

  it('accepts a base URL with a trailing slash', async () => {
    server.answer('GET /v1/users/me', { status: 200, body: user });
    const sut = createTypedClient<paths>({ baseUrl: `${baseUrl}/` });

    const { data } = await sut.GET('/v1/users/me');

    expect(server.requests[0].url).toBe('/v1/users/me');
    expect(data?.first_name).toBe('Ada');
  });

  it('resolves a 401 without onUnauthorized like any other error', async () => {
    server.answer('GET /v1/users/me', { status: 401, body: unauthenticated });
    const sut = createTypedClient<paths>({ baseUrl });

    const { error } = await sut.GET('/v1/users/me');

    expect(error).toEqual(unauthenticated);
  });
});
