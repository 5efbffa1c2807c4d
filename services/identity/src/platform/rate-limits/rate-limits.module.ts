import { Module } from '@nestjs/common';
import { RateLimiters } from './rate-limiters';

/** The one place limits are built, so all of them share one store (and one Redis connection). */
@Module({
  providers: [RateLimiters],
  exports: [RateLimiters],
})
export class RateLimitsModule {}
