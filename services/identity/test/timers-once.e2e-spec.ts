import { createSocket, type Socket } from 'node:dgram';
import { anEnterprise, anEnterpriseDomain } from './factories/entity.factory';
import { Enterprise } from '../src/enterprises/enterprise.entity';
import { DomainVerificationService } from '../src/enterprises/domains/domain-verification.service';
import { EnterpriseDomain } from '../src/enterprises/domains/enterprise-domain.entity';
import { JobLease } from '../src/platform/housekeeping/job-lease.entity';
import { HousekeepingService } from '../src/platform/housekeeping/housekeeping.service';
import { freePort, type RunningServer, startServer } from './support/processes';
import { startTestApp, type TestApp } from './support/test-app';

/** A DNS server on loopback that receives every query and never answers: a look-up that hangs. */
function silentDns(): Promise<{ socket: Socket; address: string; queried: Promise<void> }> {
  const socket = createSocket('udp4');
  const queried = new Promise<void>((resolve) => socket.once('message', () => resolve()));
  return new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve({ socket, address: `127.0.0.1:${socket.address().port}`, queried })));
}

describe('timers run once across instances', () => {
  let one: TestApp;
  let other: TestApp;

  beforeEach(async () => {
    // Look-ups go to a closed port: refused at once, the pass ends quickly.
    const closed = `127.0.0.1:${await freePort()}`;
    // Long enough that a process starved on a loaded machine keeps a lease it renews every third of it.
    one = await startTestApp({ DNS_SERVERS: closed, TIMER_LEASE_TTL: '5s' });
    other = await one.sibling();
    const enterprise = await one.dataSource.getRepository(Enterprise).save(anEnterprise());
    await one.dataSource.getRepository(EnterpriseDomain).save(anEnterpriseDomain({ enterpriseId: enterprise.id, verificationDeadline: new Date(Date.now() + 3_600_000) }));
  }, 60_000);

  afterEach(async () => {
    await other.close();
    await one.close();
  });

  it('runs the DNS re-check and the housekeeping on one of two instances whose timers fire together', async () => {
    const dns = await Promise.all([one, other, one, other].map((app) => app.app.get(DomainVerificationService).runScheduled()));
    const housekeeping = await Promise.all([one, other].map((app) => app.app.get(HousekeepingService).runHourly()));

    expect(dns.filter(Boolean)).toHaveLength(1);
    expect(housekeeping.filter(Boolean)).toHaveLength(1);
    // Within the interval, neither runs it again.
    expect(await other.app.get(DomainVerificationService).runScheduled()).toBe(false);
    expect(await one.app.get(DomainVerificationService).runScheduled()).toBe(false);
  });

  it('gives the DNS re-check to the other instance when its holder is killed (kill -9) in the middle of a pass', async () => {
    const silent = await silentDns();
    const database = one.config.database;
    let holder: RunningServer | null = await startServer({
      NODE_ENV: 'test',
      DEMO_ADMIN: 'off',
      DATA_DIR: one.config.dataDir,
      ...(database.engine === 'mysql' ? { DATABASE_URL: database.url } : {}),
      DNS_SERVERS: silent.address,
      DOMAIN_VERIFICATION_INTERVAL: '1s',
      // Renewed every third of it: with 1 s, a process starved for 0.7 s on a loaded CI machine lost
      // the lease while alive, and the other instance took the job before the kill.
      TIMER_LEASE_TTL: '5s',
    });
    try {
      // The process's timer took the lease and its look-up hangs: it holds the lease and renews it.
      await silent.queried;
      const leases = one.dataSource.getRepository(JobLease);
      const held = await leases.findOneByOrFail({ name: 'enterprise-domain-verification' });
      expect(held.holder).not.toBeNull();
      expect(await other.app.get(DomainVerificationService).runScheduled()).toBe(false);

      const exited = new Promise((resolve) => holder?.child.once('exit', resolve));
      holder.child.kill('SIGKILL');
      await exited;
      holder = null;

      // Once the dead holder's lease expires (5 s unrenewed), the other instance takes the job.
      let ran = false;
      const deadline = Date.now() + 20_000;
      while (!ran && Date.now() < deadline) {
        ran = await other.app.get(DomainVerificationService).runScheduled();
        if (!ran) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(ran).toBe(true);
      expect(await leases.findOneByOrFail({ name: 'enterprise-domain-verification' })).toMatchObject({ holder: null });
    } finally {
      await holder?.stop();
      silent.socket.close();
    }
  }, 60_000);
});
