import { Clock } from '../clock';
import { copyOfEntity, ExpiringMap } from './expiring-map';

class FixedClock extends Clock {
  at = 0;

  override now(): Date {
    return new Date(this.at);
  }
}

describe(ExpiringMap.name, () => {
  let clock: FixedClock;
  let sut: ExpiringMap<string, number>;

  beforeEach(() => {
    clock = new FixedClock();
    sut = new ExpiringMap(clock, 5_000, 2);
  });

  it('answers a value until its time is up', () => {
    sut.set('a', 1, sut.generation);
    clock.at = 4_999;
    expect(sut.get('a')).toBe(1);
    clock.at = 5_000;
    expect(sut.get('a')).toBeUndefined();
  });

  it('keeps nothing read before a clearing', () => {
    const generation = sut.generation;
    sut.clear();
    sut.set('a', 1, generation);
    expect(sut.get('a')).toBeUndefined();
  });

  it('lets the oldest entry go past its bound', () => {
    sut.set('a', 1, sut.generation);
    sut.set('b', 2, sut.generation);
    sut.set('c', 3, sut.generation);
    expect([sut.get('a'), sut.get('b'), sut.get('c')]).toEqual([undefined, 2, 3]);
  });
});

describe(copyOfEntity.name, () => {
  class Row {
    id = 0;
    name = '';
  }

  it('copies into a new object of the same class', () => {
    const row = Object.assign(new Row(), { id: 7, name: 'seven' });
    const copy = copyOfEntity(row);
    expect(copy).toBeInstanceOf(Row);
    expect(copy).toEqual(row);
    expect(copy).not.toBe(row);
  });
});
