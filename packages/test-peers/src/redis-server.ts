import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

export interface TestRedisServer {
  /** REDIS_URL of the server; the port stays the same through stop() and start(). */
  readonly url: string;
  readonly port: number;
  readonly running: boolean;
  /** Starts it again after stop(), empty (nothing is saved). */
  start(): Promise<void>;
  /** Stops the process (SIGTERM) and waits for its exit: clients then get refused connections. */
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Whether the server answers PING with PONG. */
const answersPing = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/**
 * A redis-server of the test's own on a spare loopback port (never the machine's 6379, which other
 * tests share), keeping nothing on disk, that the test stops and starts on demand. Needs
 * `redis-server` on PATH (Debian's package redis-server; .ci/run installs it).
 */
export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';

  const start = async (): Promise<void> => {
    if (child) return;
    output = '';
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const spawnError = new Promise<Error>((resolve) => started.once('error', resolve));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const failure = await Promise.race([spawnError, new Promise<null>((resolve) => setTimeout(() => resolve(null), 50))]);
      if (failure) {
        child = null;
        throw new Error(`redis-server could not start (is it installed?): ${failure.message}`);
      }
      if (started.exitCode !== null) {
        child = null;
        throw new Error(`redis-server exited with ${started.exitCode}:\n${output}`);
      }
      if (await answersPing(port)) return;
    }
    started.kill('SIGKILL');
    child = null;
    throw new Error(`redis-server did not answer on port ${port}:\n${output}`);
  };

  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      const current = child;
      child = null;
      if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
      current.once('exit', () => resolve());
      current.kill('SIGTERM');
    });

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get running() {
      return child !== null;
    },
    start,
    stop,
  };
}
