import { Module } from '@nestjs/common';
import { LoginAttemptStore, MemoryLoginAttemptStore } from './login-attempt-store';
import { LoginThrottle } from './login-throttle';

/** The one brute-force brake, shared by the password sign-in and the code sign-in. */
@Module({
  providers: [LoginThrottle, { provide: LoginAttemptStore, useClass: MemoryLoginAttemptStore }],
  exports: [LoginThrottle],
})
export class LoginThrottleModule {}
