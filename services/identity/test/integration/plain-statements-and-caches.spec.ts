import type { DataSource } from 'typeorm';
import { aUser } from '../factories/entity.factory';
import { fake, type UnitModule, unitModule } from '../support/unit-module';
import { AuditLog } from '../../src/platform/audit/audit-log.entity';
import { seedSiteApplications } from '../../src/site-applications/catalogue/site-applications.seed';
import { HandoffToken } from '../../src/site-applications/handoff/handoff-token.entity';
import { ForcedSamlDomainCacheInvalidator } from '../../src/saml/forced-saml-domain-cache.invalidator';
import { ForcedSamlDomainCache } from '../../src/saml/forced-saml-domain-cache';
import { BrowserSession } from '../../src/auth/sessions/browser-session.entity';
import { SessionCache } from '../../src/auth/sessions/session-cache';
import { SessionCacheInvalidator } from '../../src/auth/sessions/session-cache.invalidator';
import { EnterpriseSessionCacheInvalidator } from '../../src/enterprises/enterprise-session-cache.invalidator';
import { SigningKeyCache } from '../../src/site-applications/signing-keys/signing-key-cache';
import { SigningKeyCacheInvalidator } from '../../src/site-applications/signing-keys/signing-key-cache.invalidator';
import { SiteApplicationCache } from '../../src/site-applications/catalogue/site-application-cache';
import { SiteApplicationCacheInvalidator } from '../../src/site-applications/catalogue/site-application-cache.invalidator';
import { SiteApplication } from '../../src/site-applications/catalogue/site-application.entity';

/**
 * The hot paths' plain statements (ADR 0415) tell no subscriber. This proves none would have listened:
 * the same writes made through TypeORM empty no cache. A cache that comes to depend on these rows
 * fails here, and its writes must then clear it explicitly or go back to TypeORM.
 */
describe('writes made by plain statements', () => {
  let unit: UnitModule;
  let database: DataSource;
  const cleared: string[] = [];

  beforeEach(async () => {
    // Only invalidate() is called on a cache; the rest of it does not matter here.
    const recorder = (name: string) => ({ invalidate: () => Promise.resolve(void cleared.push(name)) });
    unit = await unitModule({
      providers: [SessionCacheInvalidator, EnterpriseSessionCacheInvalidator, SigningKeyCacheInvalidator, ForcedSamlDomainCacheInvalidator, SiteApplicationCacheInvalidator],
      fakes: [
        fake(SessionCache, recorder('sessions')),
        fake(SigningKeyCache, recorder('signing keys')),
        fake(ForcedSamlDomainCache, recorder('forced SAML domains')),
        fake(SiteApplicationCache, recorder('site applications')),
      ],
      database: 'memory',
    });
    database = unit.database;
    await seedSiteApplications(database.manager);
    cleared.length = 0;
  });

  afterEach(async () => {
    await unit.close();
  });

  it('would empty no cache through TypeORM: the session and audit inserts, the hand-off token insert and claim', async () => {
    const user = await unit.insert(aUser({ email: 'ada@example.com' }));
    const application = (await database.getRepository(SiteApplication).find({ take: 1 }))[0];
    cleared.length = 0;
    const now = new Date();

    const session = database.getRepository(BrowserSession).create({ tokenHash: 'h', userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: now });
    await database.getRepository(BrowserSession).insert(session);
    await database.getRepository(AuditLog).insert({ event: 'LOGIN_SUCCEEDED', actorId: user.id, subjectId: user.id });
    const tokens = database.getRepository(HandoffToken);
    const token = tokens.create({ tokenHash: 't', userId: user.id, siteApplicationId: application.id, sessionId: session.id, createdAt: now, expiresAt: now });
    await tokens.insert(token);
    await tokens.update({ id: token.id }, { usedAt: now });

    expect(cleared).toEqual([]);
  });

  it('is checked by subscribers that do listen: an update of a session empties the session cache', async () => {
    const user = await unit.insert(aUser({ email: 'ada@example.com' }));
    const now = new Date();
    const session = database.getRepository(BrowserSession).create({ tokenHash: 'h', userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: now });
    await database.getRepository(BrowserSession).insert(session);
    cleared.length = 0;

    await database.getRepository(BrowserSession).update({ id: session.id }, { lastSeenAt: new Date() });

    expect(cleared).toEqual(['sessions']);
  });
});
