import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const DIST = join(__dirname, '..', '..', 'dist');
/** The CLI's entry point inside DIST. */
export const CLI = 'cli.js';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built script of the service (a path in dist, or an absolute one) to its end. */
export function runNode(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [resolve(DIST, script), ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  readonly url: string;
  /** The server's process: to signal it (kill -9, SIGTERM) and see how it exits. */
  readonly child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts dist/main.js and waits until /health/ready answers 200. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(DIST, 'main.js')], {
    env: { PATH: process.env.PATH ?? '', IDENTITY_PORT: String(port), LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then((response) => response.ok, () => false);
    if (ready) return { url, child, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not become ready:\n${output}`);
}
