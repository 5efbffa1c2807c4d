import { Global, Module } from '@nestjs/common';
import { SecondFactorPolicy } from '../../auth/second-factors/second-factor-policy.port';
import { UsersModule } from '../../users/users.module';
import { EnterpriseSecondFactorPolicy } from './enterprise-second-factor-policy';

/**
 * Provides auth's SecondFactorPolicy port. Global and apart from EnterprisesModule, because
 * EnterprisesModule imports auth's second-factor module (resets, the users' factor flags) while that
 * module's sign-in gate needs this port: a module of its own breaks the circle.
 */
@Global()
@Module({
  imports: [UsersModule],
  providers: [EnterpriseSecondFactorPolicy, { provide: SecondFactorPolicy, useExisting: EnterpriseSecondFactorPolicy }],
  exports: [SecondFactorPolicy],
})
export class SecondFactorPolicyModule {}
