import { readFileSync } from 'node:fs';
import { ExampleAppConfigError, loadExampleAppConfigs } from './config';
import { ExampleApp } from './example-app';
import { createHandoffClient } from './handoff-client';

/** Colours of the seeded applications' cards (primary, primary-alt, yellow). */
const COLOURS = ['#0f6cbd', '#5b5fc7', '#c19c00'];

async function main(): Promise<void> {
  const configs = loadExampleAppConfigs(process.env, (path) => readFileSync(path, 'utf8'));
  const apps: ExampleApp[] = [];
  for (const [index, config] of configs.entries()) {
    const app = new ExampleApp({
      clientId: config.clientId,
      webhookSecret: config.webhookSecret,
      authorizationMode: config.authorizationMode,
      portalUrl: config.portalUrl,
      colour: COLOURS[index % COLOURS.length],
      handoff: createHandoffClient(config),
    });
    const port = await app.listen(config.port, process.env.EXAMPLE_APP_HOST ?? '127.0.0.1');
    apps.push(app);
    process.stdout.write(`${config.clientId} on http://localhost:${port} (authorization checks: ${config.authorizationMode})\n`);
  }
  const stop = () => void Promise.all(apps.map((app) => app.close())).then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ExampleAppConfigError ? error.message : error);
  process.exit(1);
});
