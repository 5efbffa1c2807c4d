import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuditLog } from '../audit/audit-log.entity';
import { AuditService } from '../audit/audit.service';
import type { Instruments, SignInMethod } from './metric-types';
import { Metrics } from './metrics';

/**
 * The sign-in method label of an audit row's details.method: the first step of a session's method
 * (`password+totp` is a password sign-in, `social:facebook` a social one), or "other", so the label
 * stays one of a few values whatever a row says.
 */
export function signInMethodOf(details: Readonly<Record<string, unknown>> | null): SignInMethod {
  const method = details?.method;
  if (typeof method !== 'string') return 'other';
  const first = method.split('+')[0];
  if (first.startsWith('social:')) return 'social';
  return first === 'password' || first === 'code' || first === 'saml' || first === 'passkey' ? first : 'other';
}

/**
 * Counts what the audit log records (sign-ins, brake locks, second steps, codes): the rows are the
 * one place every sign-in path already reports to, so the counts cannot drift from the log.
 */
export function countAuditEvent(instruments: Instruments, log: Readonly<AuditLog>): void {
  const details = log.details;
  switch (log.event) {
    case 'LOGIN_SUCCEEDED':
      return instruments.signIns.inc({ method: signInMethodOf(details), result: 'succeeded' });
    case 'LOGIN_FAILED':
      return instruments.signIns.inc({ method: signInMethodOf(details), result: 'failed' });
    case 'PASSKEY_SIGN_IN_FAILED':
      return instruments.signIns.inc({ method: 'passkey', result: 'failed' });
    case 'MAGIC_CODE_FAILED':
      return instruments.signIns.inc({ method: 'code', result: 'failed' });
    case 'LOGIN_THROTTLED':
      instruments.signIns.inc({ method: 'password', result: 'throttled' });
      return instruments.brakeLocks.inc({ kind: 'password' });
    case 'MAGIC_CODE_THROTTLED':
      instruments.signIns.inc({ method: 'code', result: 'throttled' });
      return instruments.brakeLocks.inc({ kind: 'code' });
    case 'SECOND_STEP_SUCCEEDED':
      return instruments.secondSteps.inc({ result: 'succeeded' });
    case 'SECOND_STEP_FAILED':
      return instruments.secondSteps.inc({ result: 'failed' });
    case 'SECOND_STEP_THROTTLED':
      instruments.secondSteps.inc({ result: 'throttled' });
      return instruments.brakeLocks.inc({ kind: 'second_step' });
    case 'MAGIC_CODE_SENT':
      return instruments.magicCodes.inc({ result: 'sent' });
    case 'MAIL_LIMITED':
      if (details?.mail === 'magic_code') instruments.magicCodes.inc({ result: 'refused' });
      return;
    default:
      return;
  }
}

/** Listens to the audit log when metrics are on. */
@Injectable()
export class AuditMetrics implements OnModuleInit {
  constructor(
    private readonly audit: AuditService,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    const { instruments } = this.metrics;
    this.audit.onRecord((log) => countAuditEvent(instruments, log));
  }
}
