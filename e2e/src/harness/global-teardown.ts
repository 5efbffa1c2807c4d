// Stops what the global setup started and removes its temporary folder (database, manifests).
import { rmSync } from 'node:fs';
import { startedStackKey, type StartedStack } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as Record<string, unknown>)[startedStackKey] as StartedStack | undefined;
  if (!started) return;
  await Promise.all(started.servers.map((server) => server.stop()));
  rmSync(started.tempDir, { recursive: true, force: true });
}
