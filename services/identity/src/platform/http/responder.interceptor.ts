import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type Observable, map } from 'rxjs';
import { HttpOutcome } from './http-outcome';

/**
 * The one responder (docs/adr/0604-one-responder.md): a handler's HttpOutcome is written on the
 * Fastify reply here (status, headers, cookies, redirect), and its body goes on to Nest, which sends
 * it like any other handler's value. Any other value passes untouched.
 */
@Injectable()
export class ResponderInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    return next.handle().pipe(map((value: unknown) => (value instanceof HttpOutcome ? value.applyTo(context.switchToHttp().getResponse<FastifyReply>()) : value)));
  }
}
