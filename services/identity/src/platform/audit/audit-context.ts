import { AsyncLocalStorage } from 'node:async_hooks';

/** Who really acts in a request made inside an impersonation (ADR 0237). */
export interface ImpersonatedActing {
  administratorId: number;
  userId: number;
  sessionId: number;
}

/**
 * The impersonation a request runs in, set before the handler by ImpersonationScope (auth/impersonation), so
 * AuditService names the administrator as the actor of every row without each call site knowing.
 */
export const impersonatedActing = new AsyncLocalStorage<ImpersonatedActing>();
