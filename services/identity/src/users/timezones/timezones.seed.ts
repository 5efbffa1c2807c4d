import type { EntityManager } from 'typeorm';
import type { Seed } from '../../platform/database/seeds/seed';
import { Timezone } from './timezone.entity';

/** Every IANA time zone the runtime knows, plus UTC (Intl leaves it out). */
export function ianaTimezoneNames(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
}

/** Adds the zones that are missing; existing rows keep their ids, which users point at. */
export async function seedTimezones(manager: EntityManager): Promise<number> {
  const existing = new Set((await manager.find(Timezone, { select: { name: true } })).map((timezone) => timezone.name));
  const missing = ianaTimezoneNames().filter((name) => !existing.has(name));
  for (let start = 0; start < missing.length; start += 200) {
    const rows = missing.slice(start, start + 200).map((name) => ({ name }));
    // orIgnore: another instance starting at the same moment may insert the same names.
    await manager.createQueryBuilder().insert().into(Timezone).values(rows).orIgnore().execute();
  }
  return missing.length;
}

export const timezonesSeed: Seed = { label: 'time zones', run: (manager) => seedTimezones(manager) };
