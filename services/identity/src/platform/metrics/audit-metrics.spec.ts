import { AuditLog } from '../audit/audit-log.entity';
import type { AuditEvent } from '../audit/audit-event';
import { countAuditEvent, signInMethodOf } from './audit-metrics';
import type { Instruments } from './metric-types';

/** Instruments that record each call as "<instrument> <labels>". */
function recordingInstruments(): { instruments: Instruments; calls: string[] } {
  const calls: string[] = [];
  const counter = (name: string) => ({ inc: (labels: object) => void calls.push(`${name} ${JSON.stringify(labels)}`) });
  const instruments = {
    signIns: counter('signIns'),
    brakeLocks: counter('brakeLocks'),
    secondSteps: counter('secondSteps'),
    magicCodes: counter('magicCodes'),
  } as Partial<Instruments> as Instruments;
  return { instruments, calls };
}

function row(event: AuditEvent, details: Record<string, unknown> | null = null): AuditLog {
  return Object.assign(new AuditLog(), { event, details });
}

describe(countAuditEvent.name, () => {
  it.each([
    ['LOGIN_SUCCEEDED', { method: 'password' }, ['signIns {"method":"password","result":"succeeded"}']],
    ['LOGIN_SUCCEEDED', { method: 'code+totp' }, ['signIns {"method":"code","result":"succeeded"}']],
    ['LOGIN_SUCCEEDED', { method: 'social:linkedin' }, ['signIns {"method":"social","result":"succeeded"}']],
    ['LOGIN_SUCCEEDED', { method: 'saml', domainId: 4 }, ['signIns {"method":"saml","result":"succeeded"}']],
    ['LOGIN_SUCCEEDED', { method: 'passkey' }, ['signIns {"method":"passkey","result":"succeeded"}']],
    ['LOGIN_FAILED', { method: 'password', reason: 'wrong_password' }, ['signIns {"method":"password","result":"failed"}']],
    ['LOGIN_FAILED', { method: 'social:facebook', reason: 'disabled' }, ['signIns {"method":"social","result":"failed"}']],
    ['LOGIN_THROTTLED', { method: 'password' }, ['signIns {"method":"password","result":"throttled"}', 'brakeLocks {"kind":"password"}']],
    ['MAGIC_CODE_FAILED', { reason: 'wrong' }, ['signIns {"method":"code","result":"failed"}']],
    ['MAGIC_CODE_THROTTLED', null, ['signIns {"method":"code","result":"throttled"}', 'brakeLocks {"kind":"code"}']],
    ['PASSKEY_SIGN_IN_FAILED', { reason: 'unknown' }, ['signIns {"method":"passkey","result":"failed"}']],
    ['SECOND_STEP_SUCCEEDED', { factor: 'totp' }, ['secondSteps {"result":"succeeded"}']],
    ['SECOND_STEP_FAILED', { factor: 'totp' }, ['secondSteps {"result":"failed"}']],
    ['SECOND_STEP_THROTTLED', { factor: 'totp' }, ['secondSteps {"result":"throttled"}', 'brakeLocks {"kind":"second_step"}']],
    ['MAGIC_CODE_SENT', { email: 'a@b.c' }, ['magicCodes {"result":"sent"}']],
    ['MAIL_LIMITED', { mail: 'magic_code' }, ['magicCodes {"result":"refused"}']],
    ['MAIL_LIMITED', { mail: 'password_reset' }, []],
    ['LOGOUT', { sessionId: 1 }, []],
    ['PROFILE_UPDATED', null, []],
  ] as const)('%s %j counts %j', (event, details, expected) => {
    const { instruments, calls } = recordingInstruments();
    countAuditEvent(instruments, row(event, details));
    expect(calls).toEqual(expected);
  });
});

describe(signInMethodOf.name, () => {
  it('keeps the label to a few values whatever a row says', () => {
    expect(signInMethodOf(null)).toBe('other');
    expect(signInMethodOf({})).toBe('other');
    expect(signInMethodOf({ method: 42 })).toBe('other');
    expect(signInMethodOf({ method: 'ada@example.com' })).toBe('other');
    expect(signInMethodOf({ method: 'impersonation' })).toBe('other');
    expect(signInMethodOf({ method: 'password+recovery_code' })).toBe('password');
  });
});
