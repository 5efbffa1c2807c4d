import type { ApiResult } from '@weather/ui';

/** An answer's data through one of the mappers above; a refusal as it is. */
export function mapped<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ok: true, data: map(result.data) } : result;
}
