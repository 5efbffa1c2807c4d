// Everything scenario 5 runs against: the built identity service, the real portal server, and the
// three seeded applications pointed (through the administrators' API, as the application catalogue
// does it) at stand-in applications on loopback: one answering after a delay, one that never
// answers, one answering at once.
import { freePort, portalUrlOf, signInToApi, startPortal, type ApiSession, type RunningServer } from '@weather/e2e/servers';
import type { BenchContext } from '../scenario';
import { startIdentity, type IdentityServer } from '../lib/identity-server';
import { startStandInApplication, type ApplicationBehaviour, type StandInApplication } from './stand-in-application';

/** The seeded applications' client ids and names (services/identity/src/site-applications/catalogue/site-applications.seed.ts). */
export const SLOW = { clientId: 'weather-forecast', name: 'Forecast' } as const;
export const HANGING = { clientId: 'weather-alerts', name: 'Alerts' } as const;
export const FAST = { clientId: 'weather-radar', name: 'Radar' } as const;

/** The person who opens the launcher; a SYSADMIN, so the same session can point the applications. */
const ADMIN = { email: 'launcher.bench@bench.example.com', password: 'Launcher-Bench-Anemometer-4417' };

export interface LauncherStack {
  apiUrl: string;
  portalUrl: string;
  identity: IdentityServer;
  admin: typeof ADMIN;
  session: ApiSession;
  slow: StandInApplication;
  hanging: StandInApplication;
  fast: StandInApplication;
  /** The slow application's webhook secret, for the bench's own direct questions. */
  slowSecret: string;
  stop(): Promise<void>;
}

interface ListedApplication {
  id: number;
  client_id: string;
  name: string;
  description: string;
  base_url: string;
  callback_url: string;
  sysadmin_url: string | null;
  ordering_number: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Points one seeded application at a stand-in and gives it a webhook secret; answers the secret. */
async function pointAt(session: ApiSession, application: ListedApplication, standIn: StandInApplication): Promise<string> {
  const { id, client_id, name, description, base_url, callback_url, sysadmin_url, ordering_number } = application;
  const body = { client_id, name, description, base_url, callback_url, sysadmin_url, ordering_number, webhook_url: standIn.webhookUrl, image_url: `${standIn.url}/logo.svg` };
  await json(await session.request('PUT', `/v1/siteapplications/${id}`, body), `PUT /v1/siteapplications/${id}`);
  const { webhook_secret } = await json<{ webhook_secret: string }>(await session.request('POST', `/v1/siteapplications/${id}/secret`), `POST /v1/siteapplications/${id}/secret`);
  standIn.trust(webhook_secret);
  return webhook_secret;
}

export async function startLauncherStack(context: BenchContext, slowAnswerMs: number): Promise<LauncherStack> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const close of stops.reverse()) await close().catch((error: unknown) => context.log(`  (stopping: ${String(error)})`));
  };
  try {
    const behaviours: ApplicationBehaviour[] = [{ answerAfterMs: slowAnswerMs }, 'never-answers', { answerAfterMs: 0 }];
    const [slow, hanging, fast] = await Promise.all(behaviours.map(startStandInApplication));
    stops.push(slow.close, hanging.close, fast.close);

    const portalUrl = portalUrlOf(await freePort());
    const identity = await startIdentity(context, {
      name: 'launcher-identity',
      env: { PORTAL_URL: portalUrl, PORTAL_ORIGINS: portalUrl },
    });
    stops.push(() => identity.stop());
    await identity.command(['create-admin', '--email', ADMIN.email, '--password', ADMIN.password]);
    // The portal and the API share the host name, as in a deployment (the session cookie is SameSite).
    const apiUrl = identity.url.replace('//127.0.0.1:', '//localhost:');
    const portal: RunningServer = await startPortal({ name: 'launcher-portal', port: Number(new URL(portalUrl).port), apiUrl });
    stops.push(() => portal.stop());

    const session = await signInToApi(apiUrl, portalUrl, ADMIN.email, ADMIN.password);
    const listed = await json<ListedApplication[]>(await session.request('GET', '/v1/siteapplications'), 'GET /v1/siteapplications');
    const byClientId = (clientId: string) => {
      const application = listed.find((candidate) => candidate.client_id === clientId);
      if (!application) throw new Error(`the seeded application ${clientId} is missing`);
      return application;
    };
    const slowSecret = await pointAt(session, byClientId(SLOW.clientId), slow);
    await pointAt(session, byClientId(HANGING.clientId), hanging);
    await pointAt(session, byClientId(FAST.clientId), fast);
    return { apiUrl, portalUrl, identity, admin: ADMIN, session, slow, hanging, fast, slowSecret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
