/** A signed request the application accepted, kept so that tests and people can look at it. */
export interface ReceivedEvent {
  type: string;
  delivery: string | null;
  receivedAt: string;
  body: unknown;
}

/** Enough for a demo and a test run; the oldest go first. */
export const MAX_KEPT_EVENTS = 500;

export class ReceivedEvents {
  private readonly events: ReceivedEvent[] = [];

  record(event: ReceivedEvent): void {
    this.events.push(event);
    if (this.events.length > MAX_KEPT_EVENTS) this.events.splice(0, this.events.length - MAX_KEPT_EVENTS);
  }

  list(): readonly ReceivedEvent[] {
    return [...this.events];
  }
}
