import { buildPortalUser } from '@weather/ui/testing';
import { FakeAccountTransport, timezones } from '../testing/fake-account-transport';
import { TimezonesStore, matchesTimezone } from './TimezonesStore';

describe(TimezonesStore.name, () => {
  it('loads the time zones once', async () => {
    const transport = new FakeAccountTransport(buildPortalUser());
    const load = jest.spyOn(transport, 'getAllTimezones');
    const sut = new TimezonesStore(transport);
    await Promise.all([sut.load(), sut.load()]);
    await sut.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sut).toMatchObject({ timezones, hasLoaded: true, isLoading: false });
    expect(sut.nameOf(12)).toBe('Australia/Sydney');
    expect(sut.nameOf(null)).toBe('');
  });

  it('keeps a failure and loads again on the next call', async () => {
    const transport = new FakeAccountTransport(buildPortalUser());
    transport.timezonesFailWith = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' };
    const sut = new TimezonesStore(transport);
    await sut.load();
    expect(sut).toMatchObject({ hasLoaded: false, error: { code: 'INTERNAL_ERROR' } });
    transport.timezonesFailWith = null;
    await sut.load();
    expect(sut.hasLoaded).toBe(true);
  });
});

describe(matchesTimezone.name, () => {
  it('ignores case, slashes and underscores', () => {
    expect(matchesTimezone('America/New_York', 'new york')).toBe(true);
    expect(matchesTimezone('America/New_York', 'america new')).toBe(true);
    expect(matchesTimezone('Australia/Sydney', 'SYD')).toBe(true);
    expect(matchesTimezone('Australia/Sydney', 'perth')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesTimezone('Europe/Rome', '  ')).toBe(true);
  });
});
