// First: libuv's pool takes its size when first used; one thread per core for argon2 (docs/adr/0202).
import './platform/thread-pool/register';
// Then: when traces are on, OpenTelemetry must patch Fastify, mysql2 and ioredis before they load (docs/adr/1001).
import { tracing } from './platform/tracing/register';
import { ConfigError } from './platform/config/config-error';
import { loadConfig } from './platform/config/load-config';
import { serverStartProblems } from './platform/config/server-requirements';
import { createIdentityApp } from './app.factory';
import { createRootLogger, flushLogsSync } from './platform/http/request-logging';
import { BufferPoolCheck } from './platform/database/buffer-pool-check';
import { privateDirectory } from './platform/database/private-files';
import { drain, drainingOf } from './platform/shutdown/graceful-shutdown';
import { WebhookWorker } from './site-applications/webhooks/webhook-worker.service';

/** After the drain, the app's close (shutdown hooks, database) gets this long before the process exits anyway. */
const CLOSE_LIMIT_MS = 5_000;
/** Then the spans still queued get this long to reach the collector (traces on only). */
const TRACES_FLUSH_LIMIT_MS = 2_000;

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
  if (tracing) {
    tracing.useLogger(logger);
    logger.info(`Traces: on, sent to ${tracing.tracesUrl} as ${tracing.serviceName}`);
  }
  const app = await createIdentityApp(config, logger);
  // On a stop signal, drain (docs/adr/0702): stop listening, /health/ready answers 503, in-flight
  // requests and webhook deliveries end within SHUTDOWN_GRACE; then close the app (shutdown hooks,
  // timer leases, database), write the gathered log lines and exit 0. A second signal ends at once.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void (async () => {
        const startedAt = Date.now();
        logger.info(`${signal}: draining (at most ${config.instances.shutdownGraceMs} ms)`);
        const drained = await drain({
          server: app.getHttpServer(),
          draining: drainingOf(app),
          graceMs: config.instances.shutdownGraceMs,
          work: [() => app.get(WebhookWorker).stop()],
        });
        if (!drained) logger.warn('SHUTDOWN_GRACE is over: the requests and deliveries still in flight are cut');
        await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, CLOSE_LIMIT_MS).unref())]).catch((error: unknown) => {
          logger.error(`Closing failed: ${error instanceof Error ? error.message : String(error)}`);
        });
        await tracing?.shutdown(TRACES_FLUSH_LIMIT_MS);
        logger.info(`Stopped after ${Date.now() - startedAt} ms (${drained ? 'drained' : 'grace time over'})`);
        flushLogsSync(logger);
        process.exit(0);
      })();
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
