import { Text } from '@fluentui/react-text';
import type { ApiErrorBody } from '@weather/api-client';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SecondStepStore } from '../../stores/SecondStepStore';
import { useSecondStepStyles } from './second-step-styles';

/** A refusal that names the code field (SECOND_FACTOR_INVALID): shown under the field, not below the form. */
export function fieldErrorOf(error: ApiErrorBody | null, errorText: (error: ApiErrorBody) => string): string | undefined {
  return error?.errors?.some((field) => field.field === 'code') ? errorText(error) : undefined;
}

/**
 * What went wrong that is not the code field's: a refused passkey, a cancelled prompt, the brake,
 * the network. Announced with role=alert.
 */
export const SecondStepFailure = observer(function SecondStepFailure({ store, withFieldErrors }: { store: SecondStepStore; withFieldErrors: boolean }) {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const error = store.error && (withFieldErrors || !fieldErrorOf(store.error, errorText)) ? errorText(store.error) : null;
  const text = store.promptFailure ? t(`secondStep.passkeyErrors.${store.promptFailure}`) : error;
  if (!text) return null;
  return (
    <Text role="alert" className={styles.error}>
      {text}
    </Text>
  );
});
