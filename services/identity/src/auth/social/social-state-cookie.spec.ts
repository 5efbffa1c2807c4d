import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../../platform/clock';
import { loadConfig } from '../../platform/config/load-config';
import { SocialStateCookie } from './social-state-cookie';

class FixedClock extends Clock {
  constructor(public at: Date) {
    super();
  }

  override now(): Date {
    return this.at;
  }
}

const STATE = { provider: 'linkedin', state: 'state-1', codeVerifier: 'verifier-1', nonce: 'nonce-1', origin: 'http://localhost:8080' } as const;

function written(sut: SocialStateCookie): string {
  let value = '';
  sut.write({ setCookie: (_name: string, text: string) => (value = text) } as unknown as FastifyReply, STATE);
  return value;
}

const requestWith = (value: string): FastifyRequest => ({ cookies: { wid_social_state: value } }) as unknown as FastifyRequest;

describe(SocialStateCookie.name, () => {
  const config = loadConfig({ SOCIAL_STATE_SECRET: 'a'.repeat(32) }, '/srv/identity');
  let clock: FixedClock;
  let sut: SocialStateCookie;

  beforeEach(() => {
    clock = new FixedClock(new Date('2026-01-01T10:00:00Z'));
    sut = new SocialStateCookie(config, clock);
  });

  it('reads back what it wrote, for the same provider only', () => {
    const value = written(sut);

    expect(sut.read(requestWith(value), 'linkedin')).toMatchObject(STATE);
    expect(sut.read(requestWith(value), 'facebook')).toBeNull();
  });

  it('refuses a changed payload, another key and a missing cookie', () => {
    const [payload, signature] = written(sut).split('.');
    const changed = Buffer.from(JSON.stringify({ ...STATE, origin: 'https://evil.example', expiresAt: Date.now() * 2 })).toString('base64url');
    const otherKey = new SocialStateCookie(loadConfig({ SOCIAL_STATE_SECRET: 'b'.repeat(32) }, '/srv/identity'), clock);

    expect(sut.read(requestWith(`${changed}.${signature}`), 'linkedin')).toBeNull();
    expect(otherKey.read(requestWith(`${payload}.${signature}`), 'linkedin')).toBeNull();
    expect(sut.read({ cookies: {} } as unknown as FastifyRequest, 'linkedin')).toBeNull();
  });

  it('expires after ten minutes', () => {
    const value = written(sut);

    clock.at = new Date('2026-01-01T10:09:59Z');
    expect(sut.read(requestWith(value), 'linkedin')).not.toBeNull();
    clock.at = new Date('2026-01-01T10:10:01Z');
    expect(sut.read(requestWith(value), 'linkedin')).toBeNull();
  });

  it('is accepted by another instance with the same SOCIAL_STATE_SECRET, whatever its DATA_DIR, and by none with another', () => {
    const secret = 'c'.repeat(32);
    const onA = new SocialStateCookie(loadConfig({ SOCIAL_STATE_SECRET: secret }, '/srv/instance-a'), clock);
    const onB = new SocialStateCookie(loadConfig({ SOCIAL_STATE_SECRET: secret }, '/srv/instance-b'), clock);
    const elsewhere = new SocialStateCookie(loadConfig({ SOCIAL_STATE_SECRET: 'd'.repeat(32) }, '/srv/instance-a'), clock);

    const value = written(onA);

    expect(onB.read(requestWith(value), 'linkedin')).toMatchObject(STATE);
    expect(elsewhere.read(requestWith(value), 'linkedin')).toBeNull();
  });
});
