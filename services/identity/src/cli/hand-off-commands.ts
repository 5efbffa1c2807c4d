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
import { SiteApplicationCredentialsService } from '../site-applications/site-application-credentials.service';

export const HAND_OFF_USAGE = [
  '       npm run identity -- rotate-secrets --client-id <client id> [--json]',
  '       npm run identity -- rotate-signing-key',
];

/** The server's configuration, for a command: no demo admin, no webhook worker in this process. */
export function commandConfig(): IdentityConfig {
  const loaded = loadConfig(process.env);
  return { ...loaded, demoAdmin: { enabled: false, password: null }, webhooks: { ...loaded.webhooks, workerEnabled: false } };
}

async function withAppContext<T>(work: (context: INestApplicationContext) => Promise<T>): Promise<T> {
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
