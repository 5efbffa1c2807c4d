import type { DataSource } from 'typeorm';
import { configFactory } from '../../../test/factories/config.factory';
import { buildCodeSignIn } from '../../../test/support/code-sign-in';
import { FixedClock } from '../../../test/support/fixed-clock';
import type { RecordingMailTransport } from '../../../test/support/recording-mail-transport';
import { createMemoryDatabase, insertUser } from '../../../test/support/memory-database';
import { AuditLog } from '../../platform/audit/audit-log.entity';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { PasswordHasher } from '../passwords/password-hasher';
import { BrowserSession } from '../sessions/browser-session.entity';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../../users/user.entity';
import { UserAccounts } from '../../users/user-accounts';
import { RateLimiters } from '../../platform/rate-limits/rate-limiters';
import { WebhookPublisher } from '../../site-applications/webhooks/webhook-publisher.service';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { EnterpriseDomainRecords } from '../../enterprises/domains/enterprise-domain-records';
import { EnterpriseDomain } from '../../enterprises/domains/enterprise-domain.entity';
import { SamlAuthenticationProvider } from '../../enterprises/saml-authentication-provider.entity';
import { ForcedSamlDomains } from '../../saml/forced-saml-domains';

const PASSWORD = 'correct horse battery staple';
const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

describe(AuthService.name, () => {
  let database: DataSource;
  let hasher: PasswordHasher;
  let sessions: SessionsService;
  let mail: RecordingMailTransport;
  let sut: AuthService;

  beforeEach(async () => {
    database = await createMemoryDatabase();
    hasher = new PasswordHasher();
    const clock = new FixedClock(new Date());
    const config = configFactory({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' });
    sessions = new SessionsService(database.getRepository(BrowserSession), clock, config);
    const audit = new AuditService(database.getRepository(AuditLog));
    const codes = buildCodeSignIn(database, clock, config, sessions, audit);
    mail = codes.transport;
    sut = new AuthService(
      new UserAccounts(database.getRepository(User)),
      hasher,
      new LoginThrottle(new RateLimiters(config), config),
      sessions,
      audit,
      codes.codeSignIn,
      new WebhookPublisher(database, clock),
      new ForcedSamlDomains(config, new EnterpriseDomainRecords(database.getRepository(EnterpriseDomain), database.getRepository(SamlAuthenticationProvider))),
    );
  });

  afterEach(async () => {
    await database.destroy();
  });

  async function createUser(fields: Partial<User> = {}): Promise<User> {
    return insertUser(database, { email: 'ada@example.com', isVerified: true, passwordHash: await hasher.hash(PASSWORD), ...fields });
  }

  async function codeOf(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    if (!(error instanceof ApiException)) throw new Error('expected a refusal');
    return error.code;
  }

  it('opens a session and answers the login response fields', async () => {
    await createUser({ isForceResetPassword: true });

    const result = await sut.login({ email: 'Ada@Example.com ', password: PASSWORD }, CONTEXT, null);

    expect(result.body).toEqual({ is_verified: true, is_force_reset_password: true });
    expect((await sessions.resolve(result.token ?? ''))?.user.email).toBe('ada@example.com');
    expect(mail.sent).toEqual([]);
  });

  it('runs three statements for a repeated sign-in: the user, the new session and its audit row (issue 11)', async () => {
    await createUser();
    await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);
    const statements: string[] = [];
    const logger = database.logger as unknown as { logQuery: (query: string) => void };
    logger.logQuery = (query) => statements.push(query.split('(')[0].replace(/SELECT .* FROM/, 'SELECT FROM').trim());

    await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);

    // The forced-SAML answer of the domain is remembered; the inserts read nothing back.
    expect(statements).toEqual(['SELECT FROM "users" "t0" WHERE "t0"."email" = ? LIMIT 1', 'INSERT INTO "browser_sessions"', 'INSERT INTO "audit_logs"']);
    expect(await database.getRepository(AuditLog).countBy({ event: 'LOGIN_SUCCEEDED' })).toBe(2);
  });

  it('opens no session for an unverified account with the right password, and mails a code instead', async () => {
    await createUser({ isVerified: false });

    const result = await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);

    expect(result).toEqual({ token: null, body: { is_verified: false, is_force_reset_password: false } });
    expect(mail.sent).toEqual([expect.objectContaining({ to: 'ada@example.com', carries: expect.stringMatching(/^code [2-9A-HJ-NP-Z]{4}$/) })]);
  });

  it('spends a dummy verification on an unknown email, so both refusals cost the same', async () => {
    const dummy = jest.spyOn(hasher, 'verifyDummy');

    expect(await codeOf(sut.login({ email: 'nobody@example.com', password: PASSWORD }, CONTEXT, null))).toBe('INCORRECT_CREDENTIALS');
    expect(dummy).toHaveBeenCalledTimes(1);
  });

  it('treats an account without a password (SAML only) like an unknown email', async () => {
    await createUser({ passwordHash: null });

    expect(await codeOf(sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null))).toBe('INCORRECT_CREDENTIALS');
  });

  it('refuses even the right password while locked, with the answer of a wrong one, and records it', async () => {
    await createUser();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await codeOf(sut.login({ email: 'ada@example.com', password: 'guess' }, CONTEXT, null));
    }

    expect(await codeOf(sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null))).toBe('INCORRECT_CREDENTIALS');
    expect(await database.getRepository(AuditLog).countBy({ event: 'LOGIN_THROTTLED' })).toBe(1);
  });

  it('ends the session the browser already had', async () => {
    await createUser();
    const first = await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);
    const firstToken = first.token ?? '';

    await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, firstToken);

    expect(await sessions.resolve(firstToken)).toBeNull();
  });

  it('signs out once and records it; a second sign-out changes nothing', async () => {
    await createUser();
    const token = (await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null)).token ?? '';

    await sut.logout(token, CONTEXT);
    await sut.logout(token, CONTEXT);
    await sut.logout(null, CONTEXT);

    expect(await sessions.resolve(token)).toBeNull();
    expect(await database.getRepository(AuditLog).countBy({ event: 'LOGOUT' })).toBe(1);
  });
});
