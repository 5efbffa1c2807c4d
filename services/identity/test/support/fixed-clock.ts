import { Clock } from '../../src/platform/clock';

/** A clock that stands still until the test moves it. */
export class FixedClock extends Clock {
  constructor(public time: Date = new Date('2030-01-01T00:00:00Z')) {
    super();
  }

  override now(): Date {
    return this.time;
  }

  advance(milliseconds: number): void {
    this.time = new Date(this.time.getTime() + milliseconds);
  }
}
