import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../app.module';
import { PinoNestLogger } from '../http/nest-logger';
import { createRootLogger } from '../http/request-logging';
import { ConfigError } from '../config/config-error';
import type { IdentityConfig } from '../config/identity-config';
import { loadConfig } from '../config/load-config';
import { keysEncryptionKeyProblem } from '../config/server-requirements';

/**
 * The server's configuration, for a command: no demo admin, no webhook worker or domain look-ups in
 * this process. Mail is not needed, but KEYS_ENCRYPTION_KEY is: a command writes sealed keys too.
 */
export function commandConfig(): IdentityConfig {
  const loaded = loadConfig(process.env);
  const keysProblem = keysEncryptionKeyProblem(loaded);
  if (keysProblem) throw new ConfigError([keysProblem]);
  return {
    ...loaded,
    demoAdmin: { enabled: false, password: null },
    webhooks: { ...loaded.webhooks, workerEnabled: false },
    enterpriseDomains: { ...loaded.enterpriseDomains, jobEnabled: false },
  };
}

/**
 * The application without its HTTP server, on the server's database (pending migrations and seeds
 * run first), for the time of one command's work.
 */
export async function withAppContext<T>(work: (context: INestApplicationContext) => Promise<T>, config: IdentityConfig = commandConfig()): Promise<T> {
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(createRootLogger('warn')),
  });
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}
