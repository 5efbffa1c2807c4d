import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { Clock } from './clock';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { ResponderInterceptor } from './http/responder.interceptor';
import { createValidationPipe } from './validation/validation-pipe';

/** What every module shares: the clock, the one validation pipe, the one exception filter and the one responder. */
@Global()
@Module({
  providers: [
    Clock,
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    { provide: APP_INTERCEPTOR, useClass: ResponderInterceptor },
  ],
  exports: [Clock],
})
export class CommonModule {}
