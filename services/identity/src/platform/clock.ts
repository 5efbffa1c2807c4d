import { Injectable } from '@nestjs/common';

/** The time source of the rules that depend on time (session expiry, throttling), replaceable in tests. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
