import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { runStrategy } from '../../platform/passport/run-strategy';
import { createValidationPipe } from '../../platform/validation/validation-pipe';
import type { LoginResult } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { LocalStrategy } from './local.strategy';

/**
 * POST /auth/login's guard: passport-local through LocalStrategy (docs/adr/0601-passport-local-sign-in.md).
 * Guards run before pipes, and passport-local would refuse a missing field with its own 400 before
 * any rule ran, so the body is first checked by the app's one validation pipe against LoginDto: the
 * same 400 VALIDATION_FAILED as every other route, before any brake or password work.
 * The strategy runs through runStrategy, as the SAML one does, not through passport's authenticate
 * middleware (AuthGuard): that middleware decorates every request with passport's session methods,
 * and the bench measured 35 MiB more peak RSS under 16 concurrent sign-ins with it (docs/performance.md).
 */
@Injectable()
export class LocalSignInGuard implements CanActivate {
  private readonly validation = createValidationPipe();

  constructor(private readonly strategy: LocalStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: LoginResult }>();
    await this.validation.transform(request.body, { type: 'body', metatype: LoginDto });
    // A refusal of AuthService leaves as its ApiException (runStrategy rejects with it).
    const outcome = await runStrategy(this.strategy, request);
    // passport-local fails only without a field, which the validation above has refused already.
    if (outcome.kind !== 'success') throw new UnauthorizedException();
    request.user = outcome.user as LoginResult;
    return true;
  }
}

/** The outcome of LocalStrategy for the route behind LocalSignInGuard. */
export const SignInResult = createParamDecorator(
  (_data: unknown, context: ExecutionContext): LoginResult => context.switchToHttp().getRequest<FastifyRequest & { user: LoginResult }>().user,
);
