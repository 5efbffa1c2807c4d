import { parseInstant } from './instant';

describe('parseInstant', () => {
  it.each([
    ['2026-01-31T09:30:00Z', '2026-01-31T09:30:00.000Z'],
    ['2026-01-31T09:30Z', '2026-01-31T09:30:00.000Z'],
    ['2026-01-31T09:30:00.25Z', '2026-01-31T09:30:00.250Z'],
    ['2026-01-31T10:30:00+01:00', '2026-01-31T09:30:00.000Z'],
    ['2026-01-31T00:30:00-05:30', '2026-01-31T06:00:00.000Z'],
    ['2028-02-29T00:00:00Z', '2028-02-29T00:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseInstant(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['no time zone', '2026-01-31T09:30:00'],
    ['a date alone', '2026-01-31'],
    ['31 February', '2026-02-31T00:00:00Z'],
    ['29 February of a common year', '2026-02-29T00:00:00Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['hour 24', '2026-01-31T24:00:00Z'],
    ['second 60', '2026-01-31T09:30:60Z'],
    ['a zone beyond 14 hours', '2026-01-31T09:30:00+15:00'],
    ['before 1970', '1969-12-31T23:59:59Z'],
    ['a timestamp', '1767225600000'],
    ['words', 'yesterday'],
    ['trailing text', '2026-01-31T09:30:00Z; DROP TABLE audit_logs'],
  ])('refuses %s', (_name, text) => {
    expect(parseInstant(text)).toBeNull();
  });
});
