import type { DataSource } from 'typeorm';
import { createMemoryDatabase, insertUser } from '../../../../test/support/memory-database';
import { AuditLog } from '../../audit/audit-log.entity';
import { seedSiteApplications } from '../../../site-applications/catalogue/site-applications.seed';
import { HandoffToken } from '../../../site-applications/handoff/handoff-token.entity';
import { ForcedSamlDomainCacheInvalidator } from '../../../saml/forced-saml-domain-cache.invalidator';
import type { ForcedSamlDomainCache } from '../../../saml/forced-saml-domain-cache';
import { BrowserSession } from '../../../auth/sessions/browser-session.entity';
import type { SessionCache } from '../../../auth/sessions/session-cache';
import { SessionCacheInvalidator } from '../../../auth/sessions/session-cache.invalidator';
import { EnterpriseSessionCacheInvalidator } from '../../../enterprises/enterprise-session-cache.invalidator';
import type { SigningKeyCache } from '../../../site-applications/signing-keys/signing-key-cache';
import { SigningKeyCacheInvalidator } from '../../../site-applications/signing-keys/signing-key-cache.invalidator';
import type { SiteApplicationCache } from '../../../site-applications/catalogue/site-application-cache';
import { SiteApplicationCacheInvalidator } from '../../../site-applications/catalogue/site-application-cache.invalidator';
import { SiteApplication } from '../../../site-applications/catalogue/site-application.entity';

/**
 * The hot paths' plain statements (ADR 0415) tell no subscriber. This proves none would have listened:
 * the same writes made through TypeORM empty no cache. A cache that comes to depend on these rows
 * fails here, and its writes must then clear it explicitly or go back to TypeORM.
 */
describe('writes made by plain statements', () => {
  let database: DataSource;
  const cleared: string[] = [];

  beforeEach(async () => {
    database = await createMemoryDatabase();
    await seedSiteApplications(database.manager);
    // Only clear() is called on a cache; the rest of it does not matter here.
    const recorder = <Cache>(name: string) => ({ clear: () => void cleared.push(name) }) as unknown as Cache;
    new SessionCacheInvalidator(database, recorder<SessionCache>('sessions'));
    new EnterpriseSessionCacheInvalidator(database, recorder<SessionCache>('sessions'));
    new SigningKeyCacheInvalidator(database, recorder<SigningKeyCache>('signing keys'));
    new ForcedSamlDomainCacheInvalidator(database, recorder<ForcedSamlDomainCache>('forced SAML domains'));
    new SiteApplicationCacheInvalidator(database, recorder<SiteApplicationCache>('site applications'));
    cleared.length = 0;
  });

  afterEach(async () => {
    await database.destroy();
  });

  it('would empty no cache through TypeORM: the session and audit inserts, the hand-off token insert and claim', async () => {
    const user = await insertUser(database, { email: 'ada@example.com' });
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
    const user = await insertUser(database, { email: 'ada@example.com' });
    const now = new Date();
    const session = database.getRepository(BrowserSession).create({ tokenHash: 'h', userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: now });
    await database.getRepository(BrowserSession).insert(session);
    cleared.length = 0;

    await database.getRepository(BrowserSession).update({ id: session.id }, { lastSeenAt: new Date() });

    expect(cleared).toEqual(['sessions']);
  });
});
