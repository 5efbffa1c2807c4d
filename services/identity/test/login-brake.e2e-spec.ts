import type { Response } from 'supertest';
import { AuditLog } from '../src/audit/audit-log.entity';
import { Clock } from '../src/common/clock';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const INCORRECT = { statusCode: 401, code: 'INCORRECT_CREDENTIALS', message: 'Incorrect email or password' };
/** Headers whose values differ on every response anyway. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'etag', 'content-length']);

/** What a client can see of a refusal, apart from per-response values. */
function visible(response: Response) {
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_RESPONSE.has(name)));
  return { status: response.status, body: response.body as unknown, headers, cookie: response.headers['set-cookie'] };
}

describe('login brake (default limits: 5 per account, 50 per address, 15 minutes)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const login = (email: string, password: string) => t.agent().post('/auth/login').set(CSRF).send({ email, password });

  it('throttles a burst of 200 wrong passwords; the right password is then refused exactly like a wrong one, and accepted once the lock passes', async () => {
    const user = await t.createUser({ password: PASSWORD });
    const before = visible(await login(user.email, 'a first wrong guess'));

    for (let attempt = 0; attempt < 200; attempt += 1) {
      const response = await login(user.email, `wrong guess ${attempt}`);
      expect(visible(response)).toEqual(before);
    }
    const right = await login(user.email, PASSWORD);

    expect(right.body).toEqual(INCORRECT);
    expect(visible(right)).toEqual(before);
    expect(right.headers['retry-after']).toBeUndefined();
    const throttled = await t.dataSource.getRepository(AuditLog).countBy({ event: 'LOGIN_THROTTLED', subjectId: user.id });
    expect(throttled).toBeGreaterThanOrEqual(190);

    // The lock is at most half the 15-minute window after the last failure.
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 7.5 * 60_000 + 1000));
    await login(user.email, PASSWORD).expect(200);
  }, 60_000);
});
