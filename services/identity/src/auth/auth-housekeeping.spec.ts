import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { FixedClock } from '../../test/support/fixed-clock';
import { createMemoryDatabase, insertUser } from '../../test/support/memory-database';
import { loadConfig } from '../platform/config/load-config';
import { AuthHousekeeping, SPENT_TOKEN_RETENTION_DAYS } from './auth-housekeeping';
import { MagicCode } from './magic-codes/magic-code.entity';
import { BrowserSession } from './sessions/browser-session.entity';
import { UserToken } from './user-tokens/user-token.entity';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const hash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

describe(AuthHousekeeping.name, () => {
  let database: DataSource;
  let clock: FixedClock;
  let sut: AuthHousekeeping;
  let userId: number;
  const config = loadConfig({ SESSION_IDLE_TIMEOUT: '2h', SESSION_TTL: '7d' }, '/tmp');

  beforeEach(async () => {
    database = await createMemoryDatabase();
    clock = new FixedClock();
    sut = new AuthHousekeeping(database, config, clock);
    userId = (await insertUser(database, { email: 'ada@example.com' })).id;
  });

  afterEach(async () => {
    await database.destroy();
  });

  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs);

  async function addCode(expiresIn: number): Promise<number> {
    const codes = database.getRepository(MagicCode);
    return (await codes.save(codes.create({ email: 'ada@example.com', codeHash: hash(), createdAt: at(expiresIn - 10 * 60 * 1000), expiresAt: at(expiresIn) }))).id;
  }

  async function addToken(expiresIn: number): Promise<number> {
    const tokens = database.getRepository(UserToken);
    return (await tokens.save(tokens.create({ tokenHash: hash(), userId, purpose: 'RESET', createdAt: at(expiresIn - HOUR), expiresAt: at(expiresIn), usedAt: null }))).id;
  }

  async function addSession(lastSeenAgo: number, expiresIn: number): Promise<number> {
    const sessions = database.getRepository(BrowserSession);
    return (
      await sessions.save(
        sessions.create({ tokenHash: hash(), userId, impersonatorId: null, createdAt: at(-lastSeenAgo), lastSeenAt: at(-lastSeenAgo), expiresAt: at(expiresIn), ip: null, userAgent: null }),
      )
    ).id;
  }

  it('deletes expired magic codes and keeps live ones', async () => {
    const expired = await addCode(-1);
    const live = await addCode(5 * 60 * 1000);

    expect((await sut.purge()).magicCodes).toBe(1);
    const left = (await database.getRepository(MagicCode).find()).map((row) => row.id);
    expect(left).toEqual([live]);
    expect(left).not.toContain(expired);
  });

  it(`keeps spent link tokens for ${SPENT_TOKEN_RETENTION_DAYS} days past expiry, so an old link still says "no longer valid"`, async () => {
    const recent = await addToken(-(SPENT_TOKEN_RETENTION_DAYS - 1) * DAY);
    const old = await addToken(-(SPENT_TOKEN_RETENTION_DAYS + 1) * DAY);

    expect((await sut.purge()).userTokens).toBe(1);
    const left = (await database.getRepository(UserToken).find()).map((row) => row.id);
    expect(left).toEqual([recent]);
    expect(left).not.toContain(old);
  });

  it('deletes sessions past their absolute end or idle for longer than the idle timeout', async () => {
    const live = await addSession(HOUR, DAY);
    await addSession(3 * HOUR, DAY);
    await addSession(0, -1);

    expect((await sut.purge()).browserSessions).toBe(2);
    expect((await database.getRepository(BrowserSession).find()).map((row) => row.id)).toEqual([live]);
  });
});
