// Starts one real server (the API, the portal, or a bench's baseline) as a child process, waits until
// it answers, and stops it again. Output goes to a log file so a failed run can be read afterwards;
// the child writes it through a plain file descriptor, so logging costs the server no pipe.
import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { logsDir } from './paths';

export interface ServerOptions {
  /** Short name used for the log file and in error messages. */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where its output goes; by default `<name>.log` in the suite's logs folder. */
  logFile?: string;
  /** The server is ready once a GET of this URL answers with a 2xx. */
  readyUrl: string;
  readyTimeoutMs?: number;
  /** How long SIGTERM may take before SIGKILL. */
  stopGraceMs?: number;
}

export interface RunningServer {
  name: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Children still running: killed when jest exits early, so no server outlives the run. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
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

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const logFile = options.logFile ?? join(logsDir, `${options.name}.log`);
  mkdirSync(dirname(logFile), { recursive: true });
  const logFd = openSync(logFile, 'w');
  const child = spawn(options.command, options.args, { env: options.env, cwd: options.cwd, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  running.add(child);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    running.delete(child);
    exited = `exited with ${signal ?? `code ${code}`}`;
  });
  const server: RunningServer = {
    name: options.name,
    pid: child.pid ?? -1,
    logFile,
    stop: () => stopChild(child, options.stopGraceMs),
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited !== null) {
      throw new Error(`${options.name} ${exited} before it was ready. Log ${logFile}:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(options.readyUrl);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${options.name} did not answer ${options.readyUrl} in time. Log ${logFile}:\n${tail(logFile)}`);
    }
    await sleep(200);
  }
}
