import type { Seed } from './platform/database/seeds/seed';
import { siteApplicationsSeed } from './site-applications/catalogue/site-applications.seed';
import { eulaSeed } from './users/eula/eula.seed';
import { timezonesSeed } from './users/timezones/timezones.seed';

/** The reference data every installation needs, each seed from the module that owns its table, run in this order at each start. */
export const seeds: readonly Seed[] = [timezonesSeed, eulaSeed, siteApplicationsSeed];
