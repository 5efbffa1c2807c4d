import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Set once a stop signal arrived; read by the draining hook on every request. */
export class Draining {
  active = false;
}

const drainings = new WeakMap<object, Draining>();

/**
 * While draining, /health/ready answers 503 so a balancer takes the instance out, and every answer
 * closes its connection so a client's next request opens one to another instance (docs/adr/0702).
 */
export function registerDraining(owner: object, instance: FastifyInstance): Draining {
  const draining = new Draining();
  drainings.set(owner, draining);
  instance.addHook('onRequest', (request, reply, done) => {
    if (!draining.active) return done();
    void reply.header('connection', 'close');
    if (request.url.split('?')[0] === '/health/ready') {
      void reply.code(503).send({ status: 'unavailable', draining: true });
      return;
    }
    done();
  });
  return draining;
}

/** The draining state of an app made by createIdentityApp. */
export function drainingOf(owner: object): Draining {
  const draining = drainings.get(owner);
  if (!draining) throw new Error('This app has no draining hook (createIdentityApp registers it)');
  return draining;
}

export interface DrainOptions {
  /** The HTTP server: it stops listening at once and closes when its last connection ends. */
  server: Server;
  draining: Draining;
  /** At most this long for the requests and the work in flight. */
  graceMs: number;
  /** Work to let end, started with the drain (the webhook deliveries in flight). */
  work: ReadonlyArray<() => Promise<void>>;
}

/**
 * The first half of a graceful stop: stop taking connections, mark the instance draining, and wait
 * for the requests and work in flight, for at most the grace time; answers whether all ended (else
 * the connections left are cut). The app's close (hooks, database) comes after.
 */
export async function drain({ server, draining, graceMs, work }: DrainOptions): Promise<boolean> {
  draining.active = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection that becomes idle after the close would otherwise hold it open.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const finished = Promise.all([closed, ...work.map((stop) => stop().catch(() => undefined))]).then(() => true as const);
  try {
    const drained = await Promise.race([finished, graceOver]);
    if (!drained) server.closeAllConnections();
    return drained;
  } finally {
    clearTimeout(timer);
    clearInterval(idle);
  }
}
