import { type ApiErrorBody, isApiErrorBody } from '@weather/api-client';

/** A call's outcome as the stores see it: the data, or the API's error body (SPEC §7). */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiErrorBody };

/** The part of an openapi-fetch answer this needs. */
export interface FetchAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Status 0: the request never got an HTTP answer (offline, DNS, CORS refused). */
export const NETWORK_ERROR_STATUS = 0;

/**
 * Runs one API call and never throws: a non-2xx answer becomes its error body (or a generic one
 * when the body is not the API's shape, e.g. a proxy's HTML page), a failed fetch a network error.
 */
export async function toApiResult<T>(call: () => Promise<FetchAnswer<T>>): Promise<ApiResult<T>> {
  let answer: FetchAnswer<T>;
  try {
    answer = await call();
  } catch (error) {
    return {
      ok: false,
      error: {
        statusCode: NETWORK_ERROR_STATUS,
        code: 'NETWORK_ERROR',
        message: error instanceof Error ? error.message : String(error),
      },
    };
  }
  const { data, error, response } = answer;
  if (response.ok) return { ok: true, data: data as T };
  if (isApiErrorBody(error)) return { ok: false, error };
  // A balancer with no ready instance (the database is down behind them all) answers 503 with its
  // own page: the user sees the same "briefly unavailable" as from the API itself (ADR 0701).
  if (response.status === 503) return { ok: false, error: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: response.statusText || 'Service Unavailable' } };
  return {
    ok: false,
    error: { statusCode: response.status, code: 'UNKNOWN_ERROR', message: response.statusText || `HTTP ${response.status}` },
  };
}
