import { Clock } from '../clock';
import { CacheInvalidation, InProcessInvalidation, SharedExpiringMap } from './cache-invalidation';

class FixedClock extends Clock {
  override now(): Date {
    return new Date(0);
  }
}

/** A bus that can be switched off, as a Redis bus whose subscription is down. */
class SwitchableInvalidation extends InProcessInvalidation {
  on = true;

  override get serving(): boolean {
    return this.on;
  }
}

describe(SharedExpiringMap.name, () => {
  let bus: SwitchableInvalidation;
  let sut: SharedExpiringMap<number>;

  beforeEach(() => {
    bus = new SwitchableInvalidation();
    sut = new SharedExpiringMap('numbers', bus, new FixedClock(), 5_000, 10);
  });

  it('drops everything on the bus message for its name, and nothing for another name', async () => {
    sut.set('a', 1, sut.generation);
    await bus.invalidate('letters');
    expect(sut.get('a')).toBe(1);

    await bus.invalidate('numbers');
    expect(sut.get('a')).toBeUndefined();
  });

  it('drops one key when the message names it, and keeps no read that started before', async () => {
    sut.set('a', 1, sut.generation);
    sut.set('b', 2, sut.generation);
    const readBefore = sut.generation;

    await sut.invalidate('a');
    sut.set('c', 3, readBefore);

    expect([sut.get('a'), sut.get('b'), sut.get('c')]).toEqual([undefined, 2, undefined]);
  });

  it('answers nothing while the bus is not serving, and again once it is', () => {
    sut.set('a', 1, sut.generation);
    bus.on = false;
    expect(sut.get('a')).toBeUndefined();
    bus.on = true;
    expect(sut.get('a')).toBe(1);
  });
});

describe(InProcessInvalidation.name, () => {
  it('is a CacheInvalidation that always serves and drops every cache registered under a name', async () => {
    const sut: CacheInvalidation = new InProcessInvalidation();
    const dropped: (string | undefined)[] = [];
    sut.register('x', { drop: (key) => void dropped.push(key) });
    sut.register('x', { drop: (key) => void dropped.push(`second ${key}`) });

    await sut.invalidate('x', 'k');

    expect(sut.serving).toBe(true);
    expect(dropped).toEqual(['k', 'second k']);
  });
});
