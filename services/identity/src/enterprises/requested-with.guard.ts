import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../platform/errors/api-exception';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../platform/http/csrf.middleware';

/**
 * The CSRF header check for a GET that changes state (the claim, a GET by SPEC §7): a link or an
 * image on another site cannot send the header, and a script there cannot pass the CORS preflight.
 */
@Injectable()
export class RequestedWithGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<FastifyRequest>().headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw new ApiException('CSRF_REJECTED');
    return true;
  }
}
