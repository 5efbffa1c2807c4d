import type { RowDataPacket } from 'mysql2/promise';
import { type Cluster, call, freshAddress, PASSWORD, signIn, sleep, startCluster } from './support/cluster';
import { figure } from './support/figures';

/** LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP and the code sends per address (defaults). */
const PER_PAIR = 5;
const PER_ADDRESS = 50;
const SENDS_PER_ADDRESS = 5;
/** Passkey sign-in ceremonies (challenges) an address may start per window: 2 per try (PASSKEY_CEREMONIES_PER_TRY). */
const CEREMONIES_PER_ADDRESS = 2 * PER_ADDRESS;
const INCORRECT = { statusCode: 401, code: 'INCORRECT_CREDENTIALS', message: 'Incorrect email or password' };

const login = (base: string, from: string, email: string, password: string) => call(base, 'POST', '/auth/login', { from, body: { email, password } });

describe('limits shared by two instances behind a balancer (Redis)', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster();
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('counts wrong passwords alternating between A and B together: after 5, the right one is refused while locked', async () => {
    const user = await cluster.createUser();
    const from = freshAddress();

    for (let attempt = 0; attempt < PER_PAIR; attempt += 1) {
      const instance = attempt % 2 === 0 ? cluster.a : cluster.b;
      expect((await login(instance.url, from, user.email, `wrong guess ${attempt}`)).body).toEqual(INCORRECT);
    }
    const right = await login(cluster.b.url, from, user.email, PASSWORD);

    expect(right).toMatchObject({ status: 401, body: INCORRECT });
    const seen = await cluster.audit(user.id);
    expect(seen.count('LOGIN_FAILED', 'wrong_password')).toBe(PER_PAIR);
    expect(seen.count('LOGIN_THROTTLED')).toBe(1);
    // The lock is the pair's: the owner's own address still signs in, on either instance.
    expect((await login(cluster.a.url, freshAddress(), user.email, PASSWORD)).status).toBe(200);
  });

  it('checks exactly 5 passwords of 50 concurrent guesses through the balancer', async () => {
    const user = await cluster.createUser();
    const from = freshAddress();

    const answers = await Promise.all(Array.from({ length: 50 }, (_, attempt) => login(cluster.balancer.url, from, user.email, `wrong guess ${attempt}`)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(401));
    const seen = await cluster.audit(user.id);
    expect(seen.count('LOGIN_FAILED', 'wrong_password')).toBe(PER_PAIR);
    expect(seen.count('LOGIN_THROTTLED')).toBe(50 - PER_PAIR);
    expect((await login(cluster.balancer.url, from, user.email, PASSWORD)).body).toEqual(INCORRECT);
  });

  it('checks exactly 50 passwords from one address over many accounts, sent at once through the balancer', async () => {
    const users = await Promise.all(Array.from({ length: 15 }, () => cluster.createUser()));
    const from = freshAddress();

    // 4 guesses per account stay under the pair's 5; the address's 50 is what stops them.
    await Promise.all(users.flatMap((user) => Array.from({ length: 4 }, (_, attempt) => login(cluster.balancer.url, from, user.email, `wrong guess ${attempt}`))));

    const seen = await Promise.all(users.map((user) => cluster.audit(user.id)));
    expect(seen.reduce((sum, counts) => sum + counts.count('LOGIN_FAILED', 'wrong_password'), 0)).toBe(PER_ADDRESS);
    expect(seen.reduce((sum, counts) => sum + counts.count('LOGIN_THROTTLED'), 0)).toBe(60 - PER_ADDRESS);
  });

  it('sends exactly 5 codes to one address of 20 requests sent at once through the balancer', async () => {
    const user = await cluster.createUser();
    // Each request from its own client address: only the per-address send limit applies.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(cluster.balancer.url, 'POST', '/v1/users/forgot', { from: freshAddress(), body: { email: user.email, resetPassword: false } })),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SENDS_PER_ADDRESS);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => (answer.body as { code: string }).code)).toEqual(Array(20 - SENDS_PER_ADDRESS).fill('TOO_MANY_ATTEMPTS'));
    // The mails leave after the answers: wait for the five, then none more has come.
    const deadline = Date.now() + 20_000;
    const toUser = () => cluster.inbox.arrivals.filter((delivery) => delivery.envelopeTo.includes(user.email));
    while (toUser().length < SENDS_PER_ADDRESS && Date.now() < deadline) await sleep(100);
    expect((await cluster.audit(user.id)).count('MAGIC_CODE_SENT')).toBe(SENDS_PER_ADDRESS);
    expect(toUser()).toHaveLength(SENDS_PER_ADDRESS);
  });

  it(`stores exactly ${CEREMONIES_PER_ADDRESS} passkey sign-in challenges for one address of 120 asked at once over both instances`, async () => {
    const from = freshAddress();
    const challenges = async () => Number((await cluster.sql.query<RowDataPacket[]>("SELECT COUNT(*) AS n FROM webauthn_challenges WHERE purpose = 'sign-in'"))[0][0].n);
    const before = await challenges();

    const answers = await Promise.all(Array.from({ length: 120 }, (_, ask) => call(ask % 2 === 0 ? cluster.a.url : cluster.b.url, 'POST', '/auth/passkey/options', { from })));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(CEREMONIES_PER_ADDRESS);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => (answer.body as { code: string }).code)).toEqual(Array(120 - CEREMONIES_PER_ADDRESS).fill('TOO_MANY_ATTEMPTS'));
    expect((await challenges()) - before).toBe(CEREMONIES_PER_ADDRESS);
    // Another address is not held back by this one's count, on either instance.
    expect((await call(cluster.a.url, 'POST', '/auth/passkey/options', { from: freshAddress() })).status).toBe(200);
    expect((await call(cluster.b.url, 'POST', '/auth/passkey/options', { from: freshAddress() })).status).toBe(200);
  });

  it('keeps a lock through kill -9 of both instances and their restart; kill -9 of one behind the balancer loses no session', async () => {
    const user = await cluster.createUser();
    const from = freshAddress();
    await Promise.all(Array.from({ length: 12 }, (_, attempt) => login(cluster.balancer.url, from, user.email, `wrong guess ${attempt}`)));
    const session = await signIn(cluster.balancer.url, (await cluster.createUser()).email);

    // Load through the balancer while A dies and comes back: what fails is a figure, not a fact.
    let running = true;
    const statuses: number[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (running) statuses.push(await call(cluster.balancer.url, 'GET', '/v1/users/me', { cookie: session }).then((answer) => answer.status, () => 0));
      }),
    );
    await sleep(500);
    await cluster.a.kill('SIGKILL');
    await sleep(1_000);
    await cluster.a.start();
    await sleep(500);
    running = false;
    await load;
    figure('requests failed through the balancer while one instance was killed (kill -9) and restarted', `${statuses.filter((status) => status !== 200).length} of ${statuses.length}`);

    await Promise.all([cluster.a.kill('SIGKILL'), cluster.b.kill('SIGKILL')]);
    await Promise.all([cluster.a.start(), cluster.b.start()]);

    expect((await login(cluster.a.url, from, user.email, PASSWORD)).body).toEqual(INCORRECT);
    expect((await login(cluster.b.url, from, user.email, PASSWORD)).body).toEqual(INCORRECT);
    expect((await cluster.audit(user.id)).count('LOGIN_FAILED', 'wrong_password')).toBe(PER_PAIR);
    // The session signed in before both crashes still answers on both.
    expect((await call(cluster.a.url, 'GET', '/v1/users/me', { cookie: session })).status).toBe(200);
    expect((await call(cluster.b.url, 'GET', '/v1/users/me', { cookie: session })).status).toBe(200);
  });
});
