import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module';
import { ApiException } from '../common/errors/api-exception';
import { PinoNestLogger } from '../common/http/nest-logger';
import { createRootLogger } from '../common/http/request-logging';
import type { IdentityConfig } from '../config/identity-config';
import { loadConfig } from '../config/load-config';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { SiteApplicationAddressesService } from '../site-applications/site-application-addresses.service';
import { SiteApplicationCredentialsService } from '../site-applications/site-application-credentials.service';

export const HAND_OFF_USAGE = [
  '       npm run identity -- rotate-secrets --client-id <client id> [--json]',
  '       npm run identity -- rotate-signing-key',
  '       npm run identity -- update-application --client-id <client id> [--base-url <url>] [--callback-url <url>] [--webhook-url <url>]',
  '                                              [--image-url <url>] [--post-callback-url <url or "">] [--sysadmin-url <url or "">]',
];

/** The server's configuration, for a command: no demo admin, no webhook worker or domain look-ups in this process. */
export function commandConfig(): IdentityConfig {
  const loaded = loadConfig(process.env);
  return {
    ...loaded,
    demoAdmin: { enabled: false, password: null },
    webhooks: { ...loaded.webhooks, workerEnabled: false },
    enterpriseDomains: { ...loaded.enterpriseDomains, jobEnabled: false },
  };
}

export async function withAppContext<T>(work: (context: INestApplicationContext) => Promise<T>): Promise<T> {
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(commandConfig()), {
    logger: new PinoNestLogger(createRootLogger('warn')),
  });
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

/**
 * `rotate-secrets --client-id X [--json]`: new client and webhook secrets for an application; the
 * client secret is shown this once. `--json` prints `{ client_id, client_secret, webhook_secret }`
 * for scripts (npm start and the e2e harness write data/example-apps.json from it).
 */
export async function rotateSecrets(args: string[], say: (line: string) => void): Promise<number> {
  const { values } = parseArgs({ args, options: { 'client-id': { type: 'string' }, json: { type: 'boolean' } } });
  const clientId = values['client-id'];
  if (!clientId) return 2;
  try {
    const credentials = await withAppContext((context) => context.get(SiteApplicationCredentialsService).rotate(clientId));
    if (values.json) {
      say(JSON.stringify(credentials));
    } else {
      say(`New secrets of ${credentials.client_id} (the old ones no longer work).`);
      say(`Client secret (shown once, store it now): ${credentials.client_secret}`);
      say(`Webhook secret: ${credentials.webhook_secret}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof ApiException && error.code === 'APPLICATION_NOT_FOUND') {
      console.error(`No application has the client id ${clientId}.`);
      return 1;
    }
    throw error;
  }
}

/** `rotate-signing-key`: a new JWT signing key, published now, signing after the activation delay. */
export async function rotateSigningKey(say: (line: string) => void): Promise<number> {
  const key = await withAppContext((context) => context.get(SigningKeysService).rotate());
  say(`New signing key ${key.kid}: published now, signs from ${key.activatesAt.toISOString()}.`);
  say('The previous keys stay published for 24 hours after that.');
  return 0;
}

/**
 * `update-application --client-id X [--base-url U] ...`: points an application at other addresses,
 * checked with the application form's rules (the e2e harness runs its example applications on free
 * ports). An empty post callback or sysadmin URL clears it.
 */
export async function updateApplication(args: string[], say: (line: string) => void): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'client-id': { type: 'string' },
      'base-url': { type: 'string' },
      'callback-url': { type: 'string' },
      'webhook-url': { type: 'string' },
      'image-url': { type: 'string' },
      'post-callback-url': { type: 'string' },
      'sysadmin-url': { type: 'string' },
    },
  });
  const clientId = values['client-id'];
  const addresses = {
    base_url: values['base-url'],
    callback_url: values['callback-url'],
    webhook_url: values['webhook-url'],
    image_url: values['image-url'],
    postCallbackUrl: values['post-callback-url'],
    sysadmin_url: values['sysadmin-url'],
  };
  const given = Object.entries(addresses).filter(([, value]) => value !== undefined);
  if (!clientId || given.length === 0) return 2;
  try {
    await withAppContext((context) => context.get(SiteApplicationAddressesService).update(clientId, addresses));
    say(`Updated ${clientId}: ${given.map(([field]) => field).join(', ')}.`);
    return 0;
  } catch (error) {
    if (error instanceof ApiException && error.code === 'APPLICATION_NOT_FOUND') {
      console.error(`No application has the client id ${clientId}.`);
      return 1;
    }
    if (error instanceof ApiException && error.code === 'VALIDATION_FAILED') {
      for (const fieldError of error.errors ?? []) console.error(`${fieldError.field}: ${fieldError.message}`);
      return 1;
    }
    throw error;
  }
}
