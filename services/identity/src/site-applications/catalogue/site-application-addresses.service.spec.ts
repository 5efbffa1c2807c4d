import type { DataSource } from 'typeorm';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { ApiException } from '../../platform/errors/api-exception';
import { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';
import { seedSiteApplications } from './site-applications.seed';
import { SiteApplication } from './site-application.entity';
import { SiteApplicationAddressesService } from './site-application-addresses.service';

describe(SiteApplicationAddressesService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let sut: SiteApplicationAddressesService;

  beforeEach(async () => {
    unit = await unitModule({
      // Loopback allowed, as outside production: the e2e harness runs its applications there.
      providers: [SiteApplicationAddressesService, { provide: OutboundAddressPolicy, useValue: new OutboundAddressPolicy(['127.0.0.1']) }],
      database: 'memory',
    });
    database = unit.database;
    await seedSiteApplications(database.manager);
    sut = unit.get(SiteApplicationAddressesService);
  });

  afterEach(async () => {
    await unit.close();
  });

  it('changes only the given addresses, trimmed', async () => {
    const updated = await sut.update('weather-radar', { base_url: ' http://127.0.0.1:5001 ', webhook_url: 'http://127.0.0.1:5001/webhooks/identity', postCallbackUrl: 'http://127.0.0.1:5001/auth/callback' });

    expect(updated).toMatchObject({
      baseUrl: 'http://127.0.0.1:5001',
      webhookUrl: 'http://127.0.0.1:5001/webhooks/identity',
      postCallbackUrl: 'http://127.0.0.1:5001/auth/callback',
      callbackUrl: 'http://localhost:4001/auth/callback',
      sysadminUrl: null,
    });
  });

  it('clears the optional addresses with a blank value', async () => {
    await sut.update('weather-radar', { postCallbackUrl: 'http://localhost:4001/post', sysadmin_url: 'http://a.example/admin' });
    const cleared = await sut.update('weather-radar', { postCallbackUrl: '', sysadmin_url: ' ' });
    expect(cleared).toMatchObject({ postCallbackUrl: null, sysadminUrl: null });
  });

  it('refuses a post-callback URL off the origins of the base and callback urls, given or kept, as the application form does', async () => {
    await expect(sut.update('weather-radar', { postCallbackUrl: 'http://a.example/cb' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'postCallbackUrl', code: 'POST_CALLBACK_URL_OTHER_ORIGIN' }],
    });
    await sut.update('weather-radar', { postCallbackUrl: 'http://localhost:4001/post' });
    await expect(sut.update('weather-radar', { base_url: 'http://127.0.0.1:5001', callback_url: 'http://127.0.0.1:5001/cb' })).rejects.toMatchObject({
      errors: [{ field: 'postCallbackUrl', code: 'POST_CALLBACK_URL_OTHER_ORIGIN' }],
    });
    const moved = await sut.update('weather-radar', { base_url: 'http://127.0.0.1:5001', callback_url: 'http://127.0.0.1:5001/cb', postCallbackUrl: 'http://127.0.0.1:5001/post' });
    expect(moved).toMatchObject({ baseUrl: 'http://127.0.0.1:5001', postCallbackUrl: 'http://127.0.0.1:5001/post' });
  });

  it("refuses values the application form refuses, and changes nothing then", async () => {
    const attempt = sut.update('weather-radar', { base_url: 'javascript:alert(1)', callback_url: '', image_url: '/logo.svg' });

    await expect(attempt).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'base_url', code: 'URL_INVALID', message: 'Enter a full http or https address' },
        { field: 'callback_url', code: 'CALLBACK_URL_REQUIRED', message: expect.any(String) },
      ],
    });
    expect((await database.getRepository(SiteApplication).findOneByOrFail({ clientId: 'weather-radar' })).imageUrl).toBe('http://localhost:4001/logo.svg');
  });

  it('refuses a webhook URL on a link-local address, which the service must never call (ADR 0238)', async () => {
    await expect(sut.update('weather-radar', { webhook_url: 'http://169.254.169.254/latest/meta-data' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'webhook_url', code: 'URL_NOT_ALLOWED', message: expect.any(String) }],
    });
  });

  it('refuses an unknown client id', async () => {
    await expect(sut.update('nope', { base_url: 'http://a.example' })).rejects.toEqual(new ApiException('APPLICATION_NOT_FOUND'));
  });
});
