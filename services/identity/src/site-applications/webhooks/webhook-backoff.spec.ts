import { GIVE_UP_AFTER_MS, nextAttemptAfterFailure } from './webhook-backoff';

const created = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);

describe(nextAttemptAfterFailure.name, () => {
  it('waits 1 s, then doubles: 2 s, 4 s, 8 s ...', () => {
    expect(nextAttemptAfterFailure(created, at(0), 1)).toEqual(at(1000));
    expect(nextAttemptAfterFailure(created, at(1000), 2)).toEqual(at(3000));
    expect(nextAttemptAfterFailure(created, at(3000), 3)).toEqual(at(7000));
    expect(nextAttemptAfterFailure(created, at(7000), 4)).toEqual(at(15000));
  });

  it('never waits more than an hour between attempts', () => {
    expect(nextAttemptAfterFailure(created, at(0), 13)).toEqual(at(3600_000));
    expect(nextAttemptAfterFailure(created, at(0), 40)).toEqual(at(3600_000));
  });

  it('gives up when the next attempt would be more than 24 hours after the event', () => {
    expect(nextAttemptAfterFailure(created, at(GIVE_UP_AFTER_MS - 3600_000), 30)).toEqual(at(GIVE_UP_AFTER_MS));
    expect(nextAttemptAfterFailure(created, at(GIVE_UP_AFTER_MS - 3600_000 + 1), 30)).toBeNull();
  });
});
