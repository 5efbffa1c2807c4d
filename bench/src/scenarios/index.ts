// Every scenario `npm run bench` runs, in this order. Each scenario adds its own line.
import type { Scenario } from '../scenario';
import { loginScenario } from './login';
import { meScenario } from './me';
import { handoffScenario } from './handoff';
import { searchScenario } from './search';
import { launcherScenario } from './launcher';
import { weightScenario } from './weight';
import { oidcScenario } from './oidc';

export const scenarios: Scenario[] = [loginScenario, meScenario, handoffScenario, searchScenario, launcherScenario, weightScenario, oidcScenario];
