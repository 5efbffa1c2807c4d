import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { Clock } from './clock';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { createValidationPipe } from './validation/validation-pipe';

/** What every module shares: the clock, the one validation pipe and the one exception filter (the responder is per controller: @Responds()). */
@Global()
@Module({
  providers: [
    Clock,
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
  ],
  exports: [Clock],
})
export class CommonModule {}
