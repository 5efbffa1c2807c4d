/**
 * An ISO 8601 instant with its time zone (`2026-01-31T09:30:00Z`, `2026-01-31T10:30:00.250+01:00`),
 * read strictly: a date without a time zone means a different moment to each reader, and JavaScript's
 * Date would turn 31 February into 3 March.
 */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-](\d{2}):(\d{2}))$/;

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseInstant(text: string): Date | null {
  const match = INSTANT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone, zoneHours = '0', zoneMinutes = '0'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59) return null;
  if (Number(zoneHours) > 14 || Number(zoneMinutes) > 59) return null;
  const offsetMinutes = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes));
  const milliseconds = Number(fraction.padEnd(3, '0'));
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, milliseconds) - offsetMinutes * 60_000);
}
