import type { SignedRequestOutcome } from '../webhooks/signed-request';
import type { AuthorizationCheckDto } from './dto/authorization-check.dto';

/** The launcher's answer from what the application said (docs/hand-off-contract.md). */
export function authorizationVerdict(outcome: SignedRequestOutcome): AuthorizationCheckDto {
  if (outcome.kind === 'timeout') return { success: false, isSysAdmin: false, code: 504 };
  if (outcome.kind === 'unreachable') return { success: false, isSysAdmin: false, code: 502 };
  const success = outcome.status === 200;
  return { success, isSysAdmin: success && saysSysAdmin(outcome.body), code: outcome.status };
}

function saysSysAdmin(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && (parsed as { isSysAdmin?: unknown }).isSysAdmin === true;
  } catch {
    return false;
  }
}
