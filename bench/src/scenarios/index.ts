// Every scenario `npm run bench` runs, in this order. Each scenario adds its own line.
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [];
