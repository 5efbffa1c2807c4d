import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { type ApiErrorBody, fieldErrorsByKey } from '@weather/api-client';
import { validateSetPassword } from '@weather/validation';
import { PasswordInput, PasswordStrengthMeter, useErrorText, useFieldErrorText, useMessageText } from '@weather/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewPasswordRule } from './use-new-password-rule';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
});

interface NewPasswordFormProps {
  /** The person's own words (email, names): a password made of them scores lower. */
  userInputs: readonly string[];
  submitLabel: string;
  busy: boolean;
  /** The last refusal of the server: field errors under their fields, anything else under the form. */
  serverError: ApiErrorBody | null;
  /** Server field names of the two fields (`password` for a token, `newPassword` for the forced update). */
  serverFields: { password: string; confirmation: string };
  onSubmit: (password: string, confirmation: string) => void;
  onEdit: () => void;
}

/**
 * A new password with the strength meter and its confirmation (SPEC §5 set-password page: the
 * confirmation must equal the password, otherwise "Does not match"; minimum 12, strength >= 3).
 */
export function NewPasswordForm({ userInputs, submitLabel, busy, serverError, serverFields, onSubmit, onEdit }: NewPasswordFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const errorText = useErrorText();
  const newPasswordRule = useNewPasswordRule();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });

  const errors = validateSetPassword({ password, password_confirmation: confirmation }, { newPasswordRule, userInputs });
  const ruleOf = (field: 'password' | 'password_confirmation') => errors.find((error) => error.field === field)?.code ?? null;
  const passwordRule = ruleOf('password');
  const confirmationRule = ruleOf('password_confirmation');
  const serverFieldErrors = fieldErrorsByKey(serverError);
  const serverPassword = serverFieldErrors[serverFields.password];
  const serverConfirmation = serverFieldErrors[serverFields.confirmation];
  const passwordMessage =
    touched.password && passwordRule ? messageText(passwordRule) : serverPassword ? fieldErrorText(serverPassword) : undefined;
  const confirmationMessage =
    touched.confirmation && confirmationRule
      ? messageText(confirmationRule)
      : serverConfirmation
        ? fieldErrorText(serverConfirmation)
        : undefined;
  const formError = serverError && !serverError.errors?.length ? errorText(serverError) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, confirmation: true });
    if (errors.length > 0 || busy) return;
    onSubmit(password, confirmation);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t('newPassword.password')} required validationMessage={passwordMessage}>
        <PasswordInput
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(_event, data) => {
            setPassword(data.value);
            onEdit();
          }}
          onBlur={() => setTouched((state) => ({ ...state, password: true }))}
        />
      </Field>
      <PasswordStrengthMeter password={password} userInputs={userInputs} />
      <Field label={t('newPassword.confirmation')} required validationMessage={confirmationMessage}>
        <PasswordInput
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(_event, data) => {
            setConfirmation(data.value);
            onEdit();
          }}
          onBlur={() => setTouched((state) => ({ ...state, confirmation: true }))}
        />
      </Field>
      {formError ? (
        <Text role="alert" className={styles.error}>
          {formError}
        </Text>
      ) : null}
      <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
