import { ConfigError } from './platform/config/config-error';
import { loadConfig } from './platform/config/load-config';
import { serverStartProblems } from './platform/config/server-requirements';
import { createIdentityApp } from './app.factory';
import { createRootLogger, flushLogsSync } from './platform/http/request-logging';
import { BufferPoolCheck } from './platform/database/buffer-pool-check';
import { privateDirectory } from './platform/database/private-files';

/** Starts the API: configuration first (a bad value stops here, naming the variable), then the app. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
    const problems = serverStartProblems(config);
    if (problems.length > 0) throw new ConfigError(problems);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The embedded database, the development secrets and the mail outbox live here: only this user may enter.
  privateDirectory(config.dataDir);
  const logger = createRootLogger(config.logLevel, config.logFormat, { buffered: true });
  const app = await createIdentityApp(config, logger);
  // On a stop signal: close the app (shutdown hooks, connections), write the gathered log lines,
  // then end by the same signal, as Nest's enableShutdownHooks would, which cannot flush them.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void app.close().finally(() => {
        flushLogsSync(logger);
        process.kill(process.pid, signal);
      });
    });
  }
  await app.init();
  flushLogsSync(logger);
  // Every interface, as a plain Node server listens (Fastify alone would listen on localhost only);
  // '::' takes IPv4 too, and a host without IPv6 falls back to every IPv4 interface.
  await app.listen(config.port, '::').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return app.listen(config.port, '0.0.0.0');
  });
  await app.get(BufferPoolCheck).run();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
