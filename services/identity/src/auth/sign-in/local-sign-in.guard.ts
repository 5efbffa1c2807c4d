import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { createValidationPipe } from '../../platform/validation/validation-pipe';
import type { LoginResult } from './auth.service';
import { LoginDto } from './dto/login.dto';

/**
 * POST /auth/login's guard: passport-local through LocalStrategy. Guards run before pipes, and
 * passport-local would refuse a missing field with its own 400 before any rule ran, so the body is
 * first checked by the app's one validation pipe against LoginDto: the same 400 VALIDATION_FAILED as
 * every other route, before any brake or password work (docs/adr/0601-passport-local-sign-in.md).
 */
@Injectable()
export class LocalSignInGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.validation.transform(request.body, { type: 'body', metatype: LoginDto });
    return (await super.canActivate(context)) as boolean;
  }
}

/** The outcome of LocalStrategy for the route behind LocalSignInGuard. */
export const SignInResult = createParamDecorator(
  (_data: unknown, context: ExecutionContext): LoginResult => context.switchToHttp().getRequest<FastifyRequest & { user: LoginResult }>().user,
);
