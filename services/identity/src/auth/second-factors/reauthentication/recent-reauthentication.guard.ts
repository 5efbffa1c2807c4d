import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { REAUTHENTICATION_VALID_MINUTES } from '@weather/validation';
import { Clock } from '../../../platform/clock';
import { ApiException } from '../../../platform/errors/api-exception';
import { ErrorBodyDto } from '../../../platform/errors/error-body.dto';
import type { AuthenticatedRequest } from '../../sessions/authentication';
import { SessionsService } from '../../sessions/sessions.service';

/**
 * Lets a call through only when the caller's session re-authenticated (password or a fresh code) in
 * the last REAUTHENTICATION_VALID_MINUTES: 403 REAUTHENTICATION_REQUIRED otherwise. The time is read
 * from the database, not from the session cache, so a re-authentication on another instance counts
 * at once. Runs after the session guard (global), so the caller is known.
 */
@Injectable()
export class RecentReauthenticationGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const session = context.switchToHttp().getRequest<AuthenticatedRequest>().authentication?.session;
    if (!session) throw new ApiException('UNAUTHENTICATED');
    const reauthenticatedAt = await this.sessions.reauthenticatedAt(session.id);
    const validFrom = this.clock.now().getTime() - REAUTHENTICATION_VALID_MINUTES * 60_000;
    if (!reauthenticatedAt || reauthenticatedAt.getTime() < validFrom) throw new ApiException('REAUTHENTICATION_REQUIRED');
    return true;
  }
}

/** A ✱ route of the contract: put it after @Authenticated(); it needs a recent re-authentication. */
export function RecentReauthentication(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(RecentReauthenticationGuard),
    ApiForbiddenResponse({ description: `REAUTHENTICATION_REQUIRED: no re-authentication in the last ${REAUTHENTICATION_VALID_MINUTES} minutes`, type: ErrorBodyDto }),
  );
}
