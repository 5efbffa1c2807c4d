import type { Client } from 'openapi-fetch';
import { type ApiClientOptions, createTypedClient } from './create-client';
import type { paths } from './schema';

/** The identity API's client: every path, body and answer typed from its OpenAPI document. */
export type ApiClient = Client<paths>;

export function createApiClient(options: ApiClientOptions): ApiClient {
  return createTypedClient<paths>(options);
}
