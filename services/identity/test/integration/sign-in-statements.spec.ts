import { aUser } from '../factories/entity.factory';
import { signInProviders } from '../support/sign-in-providers';
import { type UnitModule, unitModule } from '../support/unit-module';
import { PasswordHasher } from '../../src/auth/passwords/password-hasher';
import { AuthService } from '../../src/auth/sign-in/auth.service';
import { SamlSignInPolicy } from '../../src/auth/sign-in/saml-sign-in-policy';
import { EnterpriseDomainRecords } from '../../src/enterprises/domains/enterprise-domain-records';
import { AuditLog } from '../../src/platform/audit/audit-log.entity';
import { ForcedSamlDomainCache } from '../../src/saml/forced-saml-domain-cache';
import { ForcedSamlDomains } from '../../src/saml/forced-saml-domains';
import { WebhookPublisher } from '../../src/site-applications/webhooks/webhook-publisher.service';
import { UserEvents } from '../../src/users/user-events';

const PASSWORD = 'correct horse battery staple';
const CONTEXT = { ip: '10.0.0.1', userAgent: 'jest' };

// The password sign-in over the real providers of its ports, as the app wires them: saml/'s
// forced-SAML domains and site-applications/' webhook outbox. What it costs the database is theirs too.
describe(`${AuthService.name} with the forced-SAML domains and the webhook outbox`, () => {
  let unit: UnitModule;
  let sut: AuthService;

  beforeEach(async () => {
    unit = await unitModule({
      providers: [
        AuthService,
        ...signInProviders,
        WebhookPublisher,
        { provide: UserEvents, useExisting: WebhookPublisher },
        ForcedSamlDomains,
        ForcedSamlDomainCache,
        EnterpriseDomainRecords,
        { provide: SamlSignInPolicy, useExisting: ForcedSamlDomains },
      ],
      database: 'memory',
      config: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' },
      now: new Date(),
    });
    sut = unit.get(AuthService);
    await unit.insert(aUser({ email: 'ada@example.com', isVerified: true, passwordHash: await unit.get(PasswordHasher).hash(PASSWORD) }));
  });

  afterEach(async () => {
    await unit.close();
  });

  it('runs five statements for a repeated sign-in: the user, its second factors (issue 29), the new session and its audit row (issue 11)', async () => {
    const { database } = unit;
    await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);
    const statements = unit.recordStatements((query) => query.split('(')[0].replace(/SELECT .* FROM/, 'SELECT FROM').trim());

    await sut.login({ email: 'ada@example.com', password: PASSWORD }, CONTEXT, null);

    // The forced-SAML answer of the domain is remembered; the inserts read nothing back.
    // The second-step gate: authenticator apps and recovery codes in one count, passkeys in another.
    expect(statements).toEqual(['SELECT FROM "users" "t0" WHERE "t0"."email" = ? LIMIT 1', 'SELECT COUNT', 'SELECT COUNT', 'INSERT INTO "browser_sessions"', 'INSERT INTO "audit_logs"']);
    expect(await database.getRepository(AuditLog).countBy({ event: 'LOGIN_SUCCEEDED' })).toBe(2);
  });
});
