import type { ActivityTransport } from '../transport/activity-transport';

/** An in-memory Activity service for component tests (placeholder). */
export class FakeActivityTransport implements ActivityTransport {}
