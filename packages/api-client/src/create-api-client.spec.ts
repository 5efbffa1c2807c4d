import { RecordingServer } from '../test/recording-server';
import { type ApiErrorBody, fieldErrorsByKey } from './api-error';
import { createApiClient } from './create-api-client';
import type { ErrorBody, User } from './schemas';

const ada: User = {
  id: 1,
  uuid: '5b0f6c52-8d7e-4a53-9d35-0f3f1d7b8a11',
  first_name: 'Ada',
  last_name: 'Lovelace',
  job_title: '',
  email: 'ada@example.com',
  mobile_number: '',
  timezone_id: 12,
  Timezone: { id: 12, name: 'Australia/Sydney' },
  timezone: 'Australia/Sydney',
  avatar: null,
  locale: null,
  role: 'USER',
  is_enterprise_administrator: false,
  Enterprise: null,
  is_verified: true,
  is_disabled: false,
  is_force_reset_password: false,
};

describe(createApiClient.name, () => {
  let server: RecordingServer;
  let baseUrl: string;

  beforeEach(async () => {
    server = new RecordingServer();
    baseUrl = await server.start();
  });

  afterEach(() => server.stop());

  it('signs out on a 401 of GET /v1/users/me but not of POST /auth/login', async () => {
    server
      .answer('GET /v1/users/me', { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' } })
      .answer('POST /auth/login', { status: 401, body: { statusCode: 401, code: 'INCORRECT_CREDENTIALS', message: 'Incorrect email or password' } });
    const onUnauthorized = jest.fn();
    const sut = createApiClient({ baseUrl, onUnauthorized });

    const login = await sut.POST('/auth/login', { body: { email: 'ada@example.com', password: 'wrong' } });
    expect(login.error?.code).toBe('INCORRECT_CREDENTIALS');
    expect(onUnauthorized).not.toHaveBeenCalled();

    await sut.GET('/v1/users/me');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => [request.method, request.headers['x-requested-with']])).toEqual([
      ['POST', 'XMLHttpRequest'],
      ['GET', undefined],
    ]);
  });

  it('returns the typed user and maps the field errors of a refused profile', async () => {
    const refused: ErrorBody = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'first_name', code: 'FIRST_NAME_REQUIRED', message: 'First name is required' }],
    };
    server.answer('GET /v1/users/me', { status: 200, body: ada }).answer('PUT /v1/users/me', { status: 400, body: refused });
    const sut = createApiClient({ baseUrl });

    const { data } = await sut.GET('/v1/users/me');
    const { error } = await sut.PUT('/v1/users/me', { body: { first_name: '', last_name: 'Lovelace' } });

    expect(data?.Timezone?.name).toBe('Australia/Sydney');
    // The generated error body is what the hand-written helpers accept.
    const body: ApiErrorBody | undefined = error;
    expect(fieldErrorsByKey(body).firstName?.message).toBe('First name is required');
  });
});
