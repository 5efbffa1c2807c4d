import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, preHandlerHookHandler } from 'fastify';
import { impersonatedActing } from '../../platform/audit/audit-context';
import type { AuthenticatedRouteConfig } from '../../users/authentication/authenticated.decorator';
import { RequestSessions } from '../sessions/request-sessions';

/**
 * Runs a request made in an impersonated session inside `impersonatedActing`, from a hook before its
 * handler to its answer, so what it audits names the administrator (ADR 0237). The hook is added to
 * the @Authenticated() routes only (the only ones with a session; the guard takes the session it
 * resolved), so other routes and ordinary sessions pay nothing: a global Nest interceptor did the
 * same for every route at about a sixth of GET /v1/users/me's CPU (issue 32).
 */
@Injectable()
export class ImpersonationScope {
  constructor(private readonly requestSessions: RequestSessions) {}

  /** Called by createIdentityApp before app.init(), where Nest registers the routes (before any module's onModuleInit). */
  register(instance: FastifyInstance): void {
    const hook: preHandlerHookHandler = (request, reply, done) => this.enter(request, reply, done);
    instance.addHook('onRoute', (route) => {
      if (!(route.config as AuthenticatedRouteConfig | undefined)?.authenticated) return;
      const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...existing, hook];
    });
  }

  private enter(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    // A failed resolution is the guard's to answer: it awaits the same promise.
    this.requestSessions.of(request).then(
      (authentication) => {
        const session = authentication?.session;
        if (!session || session.impersonatorId === null) return done();
        // The rest of the request (guard, handler, answer) runs inside run(): its awaits keep the store.
        impersonatedActing.run({ administratorId: session.impersonatorId, userId: session.userId, sessionId: session.id }, () => done());
      },
      () => done(),
    );
  }
}
