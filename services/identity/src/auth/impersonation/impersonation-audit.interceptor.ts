import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../sessions/authentication';
import { impersonatedActing } from '../../platform/audit/audit-context';

/**
 * Runs the handler of a request made in an impersonated session (the session guard ran first) inside
 * `impersonatedActing`, so what it audits names the administrator (ADR 0237). Other requests pass
 * untouched.
 */
@Injectable()
export class ImpersonationAuditInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const session = context.switchToHttp().getRequest<AuthenticatedRequest>().authentication?.session;
    if (!session || session.impersonatorId === null) return next.handle();
    const acting = { administratorId: session.impersonatorId, userId: session.userId, sessionId: session.id };
    // Subscribing inside run() starts the handler there: its awaits keep the store.
    return new Observable((subscriber) => impersonatedActing.run(acting, () => next.handle().subscribe(subscriber)));
  }
}
