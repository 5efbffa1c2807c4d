// What a result was measured on and with, so runs of different commits and machines can be compared.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../paths';

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryMiB: number;
  freeMemoryMiB: number;
  loadAverage: number[];
  node: string;
  os: string;
}

export function machineInfo(): MachineInfo {
  const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryMiB: mib(totalmem()),
    freeMemoryMiB: mib(freemem()),
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
    os: `${platform()} ${release()}`,
  };
}

/** The packages the figures depend on, as installed. */
const MEASURED_PACKAGES = ['@nestjs/core', '@nestjs/platform-fastify', 'fastify', 'typeorm', 'better-sqlite3', 'mysql2', '@node-rs/argon2', 'jose', 'pino', 'autocannon'];

export function packageVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of MEASURED_PACKAGES) {
    versions[name] = 'not installed';
    // Hoisted to the root, or kept in the service's own node_modules when versions differ.
    for (const dir of [repoRoot, join(repoRoot, 'services', 'identity'), join(repoRoot, 'bench')]) {
      try {
        versions[name] = (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
        break;
      } catch {
        // Not in this folder.
      }
    }
  }
  return versions;
}

/** HEAD, with "-dirty" when tracked files differ from it. */
export function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}-dirty` : head;
  } catch {
    return 'unknown';
  }
}
