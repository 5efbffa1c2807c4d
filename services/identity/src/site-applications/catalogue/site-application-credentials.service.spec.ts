import type { DataSource } from 'typeorm';
import type { FixedClock } from '../../../test/support/fixed-clock';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { ApiException } from '../../platform/errors/api-exception';
import { hashOpaqueToken } from '../../platform/security/opaque-token';
import { seedSiteApplications } from './site-applications.seed';
import { SITE_APPLICATION_CACHE_TTL_MS, SiteApplicationCache } from './site-application-cache';
import { SiteApplicationCacheInvalidator } from './site-application-cache.invalidator';
import { SiteApplication } from './site-application.entity';
import { SiteApplicationCredentialsService } from './site-application-credentials.service';

describe(SiteApplicationCredentialsService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let clock: FixedClock;
  let sut: SiteApplicationCredentialsService;

  beforeEach(async () => {
    unit = await unitModule({ providers: [SiteApplicationCredentialsService, SiteApplicationCache, SiteApplicationCacheInvalidator], database: 'memory', now: new Date() });
    ({ database, clock } = unit);
    await seedSiteApplications(database.manager);
    sut = unit.get(SiteApplicationCredentialsService);
  });

  afterEach(async () => {
    await unit.close();
  });

  it('starts seeded applications without usable secrets', async () => {
    const radar = await database.getRepository(SiteApplication).findOneByOrFail({ clientId: 'weather-radar' });
    expect(radar).toMatchObject({ clientSecretHash: null, webhookSecret: null });
    expect(await sut.authenticate('weather-radar', '')).toBeNull();
    expect(await sut.authenticate('weather-radar', 'anything')).toBeNull();
  });

  it('issues secrets once: the client secret is stored hashed, the webhook secret sealed (ADR 0239)', async () => {
    const issued = await sut.rotate('weather-radar');

    const stored = await database.getRepository(SiteApplication).findOneByOrFail({ clientId: 'weather-radar' });
    expect(stored.clientSecretHash).toBe(hashOpaqueToken(issued.client_secret));
    expect(stored.webhookSecret).toMatch(/^enc:v1:/);
    expect(stored.webhookSecret).not.toContain(issued.webhook_secret);
    expect(sut.webhookSecretOf(stored)).toBe(issued.webhook_secret);
    expect(issued.client_secret).not.toBe(issued.webhook_secret);
  });

  it('authenticates the current secret only, and only for its own client', async () => {
    const old = await sut.rotate('weather-radar');
    const current = await sut.rotate('weather-radar');
    await sut.rotate('weather-forecast');

    expect((await sut.authenticate('weather-radar', current.client_secret))?.clientId).toBe('weather-radar');
    expect(await sut.authenticate('weather-radar', old.client_secret)).toBeNull();
    expect(await sut.authenticate('weather-forecast', current.client_secret)).toBeNull();
    expect(await sut.authenticate('no-such-client', current.client_secret)).toBeNull();
  });

  it('stops the old secret at once after a rotation in this process, though the application was in memory', async () => {
    const old = await sut.rotate('weather-radar');
    expect(await sut.authenticate('weather-radar', old.client_secret)).not.toBeNull();

    const current = await sut.rotate('weather-radar');

    expect(await sut.authenticate('weather-radar', old.client_secret)).toBeNull();
    expect(await sut.authenticate('weather-radar', current.client_secret)).not.toBeNull();
  });

  it('sees a rotation it cannot see (another instance, the CLI) after at most the TTL', async () => {
    const old = await sut.rotate('weather-radar');
    expect(await sut.authenticate('weather-radar', old.client_secret)).not.toBeNull();
    // A write no TypeORM event of this process reports.
    await database.query('UPDATE site_applications SET client_secret_hash = ? WHERE client_id = ?', [hashOpaqueToken('rotated elsewhere'), 'weather-radar']);

    expect(await sut.authenticate('weather-radar', old.client_secret)).not.toBeNull();
    clock.advance(SITE_APPLICATION_CACHE_TTL_MS);
    expect(await sut.authenticate('weather-radar', old.client_secret)).toBeNull();
    expect(await sut.authenticate('weather-radar', 'rotated elsewhere')).not.toBeNull();
  });

  it('refuses to rotate an unknown application', async () => {
    await expect(sut.rotate('nope')).rejects.toEqual(new ApiException('APPLICATION_NOT_FOUND'));
  });
});
