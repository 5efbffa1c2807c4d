// One server process of a measurement (the identity service or a bare baseline): spawned with its
// output in a log file, ready once a URL answers 2xx, stopped with SIGTERM (SIGKILL after a grace).
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export interface ChildServer {
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  logFile: string;
  readyUrl: string;
  readyTimeoutMs?: number;
}

/** Children still running when the runner exits early (Ctrl-C, a thrown error) are killed with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts `node <args>`; the log is a plain file descriptor, so writing it costs the server no pipe. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const logFd = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, options.args, { env: options.env, cwd: options.cwd, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  running.add(child);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    running.delete(child);
    exited = `exited with ${signal ?? `code ${code}`}`;
  });
  const server: ChildServer = { pid: child.pid ?? -1, logFile: options.logFile, stop: () => stopChild(child) };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exited !== null) throw new Error(`${options.name} ${exited} before it was ready. Log ${options.logFile}:\n${tail(options.logFile)}`);
    try {
      const response = await fetch(options.readyUrl);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${options.name} did not answer ${options.readyUrl} in time. Log ${options.logFile}:\n${tail(options.logFile)}`);
    }
    await sleep(200);
  }
}
