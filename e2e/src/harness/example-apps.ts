// The example weather applications (examples/weather-app) for the suite's own stack: the identity
// CLI gives the seeded applications new secrets and points them at free ports, then one process
// serves all three, redeeming tokens at the suite's API.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port';
import { identityCommand, type IdentityOptions } from './identity';
import { exampleAppMain } from './paths';
import { startServer, type RunningServer } from './server-process';
import type { ExampleApps, ExampleAppAddress } from './stack';

/** The seeded applications; weather-alerts takes the token by a form POST (its post callback URL). */
const seeded: Array<{ key: keyof ExampleApps; clientId: string; postCallback: boolean }> = [
  { key: 'radar', clientId: 'weather-radar', postCallback: false },
  { key: 'forecast', clientId: 'weather-forecast', postCallback: false },
  { key: 'alerts', clientId: 'weather-alerts', postCallback: true },
];

interface Credentials {
  client_id: string;
  client_secret: string;
  webhook_secret: string;
}

function parseCredentials(output: string, clientId: string): Credentials {
  const line = output.split('\n').reverse().find((text) => text.trim().startsWith('{'));
  if (!line) throw new Error(`rotate-secrets printed no JSON for ${clientId}:\n${output}`);
  return JSON.parse(line) as Credentials;
}

export interface StartedExampleApps {
  server: RunningServer;
  apps: ExampleApps;
}

/** `name` names its log file (one per stack). */
export async function startExampleApps(identity: IdentityOptions, apiUrl: string, portalUrl: string, tempDir: string, name = 'example-apps'): Promise<StartedExampleApps> {
  const entries: Array<Credentials & { port: number }> = [];
  const apps = {} as ExampleApps;
  for (const { key, clientId, postCallback } of seeded) {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const credentials = parseCredentials(await identityCommand(identity, ['rotate-secrets', '--client-id', clientId, '--json']), clientId);
    await identityCommand(identity, [
      'update-application',
      '--client-id',
      clientId,
      '--base-url',
      url,
      '--callback-url',
      `${url}/auth/callback`,
      '--webhook-url',
      `${url}/webhooks/identity`,
      '--image-url',
      `${url}/logo.svg`,
      '--post-callback-url',
      postCallback ? `${url}/auth/callback` : '',
    ]);
    entries.push({ ...credentials, port });
    apps[key] = { clientId, url } satisfies ExampleAppAddress;
  }
  const file = join(tempDir, 'example-apps.json');
  writeFileSync(file, JSON.stringify(entries, null, 2));

  const server = await startServer({
    name,
    command: process.execPath,
    args: [exampleAppMain],
    env: {
      PATH: process.env.PATH,
      EXAMPLE_APPS_FILE: file,
      IDENTITY_URL: apiUrl,
      IDENTITY_ISSUER: apiUrl,
      PORTAL_URL: portalUrl,
      EXAMPLE_APP_HOST: '127.0.0.1',
    },
    // The process opens the applications in the file's order: the last one answering means all do.
    readyUrl: `${apps.alerts.url}/logo.svg`,
  });
  return { server, apps };
}

/** Tells an example application how to answer authorization checks from now on. */
export async function setAuthorizationMode(app: ExampleAppAddress, mode: 'allow' | 'deny' | 'down' | 'silent'): Promise<void> {
  const answer = await fetch(`${app.url}/test/authorization-mode`, { method: 'POST', body: JSON.stringify({ mode }) });
  if (answer.status !== 200) throw new Error(`${app.clientId} refused mode ${mode}: ${answer.status}`);
}

/** The signed requests an example application accepted, oldest first. */
export async function receivedEvents(app: ExampleAppAddress): Promise<Array<{ type: string; body: { user?: { email?: string } } }>> {
  return (await (await fetch(`${app.url}/test/events`)).json()) as Array<{ type: string; body: { user?: { email?: string } } }>;
}
