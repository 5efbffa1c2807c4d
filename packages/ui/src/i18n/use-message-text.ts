import type { MessageCode } from '@weather/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translates a validation `MessageCode` (from a rule of @weather/validation) in the current language. */
export function useMessageText(): (code: MessageCode) => string {
  const { t } = useTranslation('validation');
  return useCallback((code: MessageCode) => t(code), [t]);
}

/** What the API sends back on failure, for a call or a field: a catalogue code and its English text. */
export interface ErrorPayload {
  code?: string;
  message?: string;
}

/**
 * Translates a field error of the API by its code (the validation catalogue); a code the portal
 * does not know yet shows the server's English message rather than the code.
 */
export function useFieldErrorText(): (error: ErrorPayload) => string {
  const { t } = useTranslation('validation');
  return useCallback((error: ErrorPayload) => (error.code ? t(error.code, { defaultValue: error.message ?? '' }) : (error.message ?? '')), [t]);
}

/**
 * Translates a server error by its code (the errors catalogue); a code this portal does not know
 * yet shows the server's English message rather than nothing.
 */
export function useErrorText(): (error: ErrorPayload) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: ErrorPayload) => {
      const fallback = error.message ?? t('UNKNOWN_ERROR');
      return error.code ? t(error.code, { defaultValue: fallback }) : fallback;
    },
    [t],
  );
}
