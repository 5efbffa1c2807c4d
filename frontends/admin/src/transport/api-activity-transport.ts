import type { ApiClient } from '@weather/api-client';
import type { ActivityTransport } from './activity-transport';

/** The Activity calls over the identity API client (placeholder). */
export function createApiActivityTransport(_client: ApiClient): ActivityTransport {
  return {};
}
