import { createServer, type Server } from 'node:http';
import { Draining, drain } from './graceful-shutdown';

function listening(): Promise<Server> {
  const server = createServer((_request, response) => response.end('ok'));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe(drain.name, () => {
  it('marks the instance draining, stops listening, and waits for the work in flight', async () => {
    const server = await listening();
    const draining = new Draining();
    let finishWork!: () => void;
    const work = new Promise<void>((resolve) => (finishWork = resolve));

    const drained = drain({ server, draining, graceMs: 30_000, work: [() => work] });
    expect(draining.active).toBe(true);
    expect(server.listening).toBe(false);
    finishWork();

    await expect(drained).resolves.toBe(true);
  });

  it('answers false when the work outlasts the grace time', async () => {
    const server = await listening();

    await expect(drain({ server, draining: new Draining(), graceMs: 50, work: [() => new Promise<void>(() => undefined)] })).resolves.toBe(false);
  });

  it('counts failed work as ended', async () => {
    const server = await listening();

    await expect(drain({ server, draining: new Draining(), graceMs: 30_000, work: [() => Promise.reject(new Error('database gone'))] })).resolves.toBe(true);
  });
});
