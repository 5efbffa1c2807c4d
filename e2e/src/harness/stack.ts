// What the global setup started, as the tests see it. The setup runs in jest's parent process, so
// it hands the addresses over in JSON files named by an environment variable.
import { readFileSync } from 'node:fs';
import { delimiter } from 'node:path';
import type { IdentityOptions } from './identity';

export interface TestUser {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** One example weather application (examples/weather-app) of the suite's stack. */
export interface ExampleAppAddress {
  clientId: string;
  /** Its base URL, e.g. http://localhost:41235 */
  url: string;
}

/** The seeded applications, served by the example app; alerts takes the token by a form POST. */
export interface ExampleApps {
  radar: ExampleAppAddress;
  forecast: ExampleAppAddress;
  alerts: ExampleAppAddress;
}

export interface Stack {
  /** The identity API, e.g. http://localhost:41234 */
  apiUrl: string;
  /** The portal, served cross-origin from the API like the default deployment. */
  portalUrl: string;
  /** How the API was started: its DATA_DIR holds the mail outbox; the CLI needs the same options. */
  identity: IdentityOptions;
  /** A second portal whose manifest points the account remote at an address nobody serves. */
  brokenRemotePortalUrl: string;
  /** The example weather applications the seeded site applications point at. */
  exampleApps: ExampleApps;
  /** The zone folder of the suite's DNS server (publishTxt writes the TXT records there). */
  dnsZoneDir: string;
  /** The metadata URL of the suite's SAML identity provider (@weather/test-peers). */
  samlIdpMetadataUrl: string;
  users: {
    /** role SYSADMIN */
    admin: TestUser;
    /** role USER: sign-in, top bar and Italian tests (never changed by a test) */
    reader: TestUser;
    /** role USER: the profile edit test changes this one */
    editor: TestUser;
    /** role USER: the sign-out test ends this one's sessions */
    leaver: TestUser;
    /** role USER: the avatar tests upload and clear this one's picture */
    painter: TestUser;
    /** role USER: the change-password test changes this one's password */
    rekeyer: TestUser;
    /** role USER: the sessions test ends this one's other sessions */
    traveller: TestUser;
  };
}

/** The stacks' JSON files, joined by the path delimiter: one per jest worker (docs/adr/0400). */
export const stackFilesVariable = 'WEATHER_E2E_STACK_FILES';

/**
 * This worker's stack. Jest numbers its workers from 1 (and runs a lone file in band as worker 1),
 * so each worker drives a stack of its own and no two files ever share an account or a catalogue at
 * the same time.
 */
export function loadStack(): Stack {
  const files = process.env[stackFilesVariable]?.split(delimiter).filter(Boolean) ?? [];
  if (files.length === 0) throw new Error(`${stackFilesVariable} is not set: run the suite through jest's global setup`);
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  const file = files[(Number.isInteger(worker) && worker > 0 ? worker - 1 : 0) % files.length];
  return JSON.parse(readFileSync(file, 'utf8')) as Stack;
}
