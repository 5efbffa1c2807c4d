import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../../platform/rate-limits/rate-limits.module';
import { LoginThrottle } from './login-throttle';

/** The one brute-force brake, shared by the password sign-in and the code sign-in. */
@Module({
  imports: [RateLimitsModule],
  providers: [LoginThrottle],
  exports: [LoginThrottle],
})
export class LoginThrottleModule {}
