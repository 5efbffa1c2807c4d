import type { ApiErrorBody } from '@weather/api-client';
import { useErrorText, useFieldErrorText } from '@weather/ui';
import { useCallback } from 'react';

/**
 * The server's message for a refused call, in the page's language: the first field error when the
 * body has one (the domain name's rule), otherwise the error itself.
 */
export function useServerMessage(): (error: ApiErrorBody) => string {
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  return useCallback(
    (error: ApiErrorBody) => {
      const field = error.errors?.[0];
      return field ? fieldErrorText(field) : errorText(error);
    },
    [errorText, fieldErrorText],
  );
}
