import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { fieldErrorsByKey } from '@weather/api-client';
import { type EmbeddedSignUpInput, limits, validateEmbeddedSignUp } from '@weather/validation';
import { PasswordInput, PasswordStrengthMeter, useFieldErrorText, useMessageText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationRequest } from '../../transport/registration-transport';
import { useStores } from '../../stores/stores-context';
import { useNewPasswordRule } from '../password/use-new-password-rule';
import { CaptchaField } from '../register/CaptchaField';
import { useDebouncedValue } from '../register/use-debounced-value';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

type TextField = 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation';
type Values = Record<TextField, string>;

const EMPTY: Values = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

function signUpInput(values: Values, captcha: string | null): EmbeddedSignUpInput {
  return { ...values, recaptcha: captcha ?? '' };
}

interface EmbeddedRegisterFormProps {
  clientId: string;
  onSubmit: (request: RegistrationRequest) => void;
}

/**
 * The embedded sign-up's fields and rules (SPEC §5 embedded sign-up): names trimmed, 2 to 100;
 * "Invalid email address"; messages 500 ms after typing stops; Sign up waits for every rule and the
 * captcha.
 */
export const EmbeddedRegisterForm = observer(function EmbeddedRegisterForm({ clientId, onSubmit }: EmbeddedRegisterFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const { registrationStore, embeddedSignUpStore } = useStores();
  const newPasswordRule = useNewPasswordRule();
  const [values, setValues] = useState<Values>(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [touched, setTouched] = useState<Partial<Record<TextField, boolean>>>({});
  const settled = useDebouncedValue(values, limits.EMBEDDED_SIGN_UP_DEBOUNCE_MS);
  const onCaptcha = useCallback((answer: string | null) => setCaptcha(answer), []);
  const shownErrors = useMemo(() => validateEmbeddedSignUp(signUpInput(settled, captcha), { newPasswordRule }), [settled, captcha, newPasswordRule]);
  const blocking = useMemo(() => validateEmbeddedSignUp(signUpInput(values, captcha), { newPasswordRule }), [values, captcha, newPasswordRule]);
  const serverErrors = fieldErrorsByKey(registrationStore.error ?? embeddedSignUpStore.error);
  const busy = registrationStore.isSubmitting || embeddedSignUpStore.isChecking;

  function messageOf(field: TextField | 'recaptcha'): string | undefined {
    const server = serverErrors[field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())];
    if (server) return fieldErrorText(server);
    if (field === 'recaptcha' || !touched[field]) return undefined;
    const rule = shownErrors.find((error) => error.field === field)?.code;
    return rule ? messageText(rule) : undefined;
  }

  function change(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    registrationStore.clearError();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocking.length > 0 || busy) return;
    onSubmit({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      recaptcha: captcha ?? '',
      client_id: clientId,
    });
  }

  const userInputs = [values.first_name, values.last_name, values.email];
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <Field label={t('embeddedRegister.firstName')} required validationMessage={messageOf('first_name')}>
        <Input name="first_name" autoComplete="given-name" value={values.first_name} onChange={(_event, data) => change('first_name', data.value)} />
      </Field>
      <Field label={t('embeddedRegister.lastName')} required validationMessage={messageOf('last_name')}>
        <Input name="last_name" autoComplete="family-name" value={values.last_name} onChange={(_event, data) => change('last_name', data.value)} />
      </Field>
      <Field label={t('embeddedRegister.email')} required validationMessage={messageOf('email')}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(_event, data) => change('email', data.value)} />
      </Field>
      <Field label={t('embeddedRegister.password')} required validationMessage={messageOf('password')}>
        <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={(_event, data) => change('password', data.value)} />
      </Field>
      <PasswordStrengthMeter password={values.password} userInputs={userInputs} />
      <Field label={t('embeddedRegister.passwordConfirmation')} required validationMessage={messageOf('password_confirmation')}>
        <PasswordInput
          name="password_confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={(_event, data) => change('password_confirmation', data.value)}
        />
      </Field>
      <CaptchaField validationMessage={messageOf('recaptcha')} onChange={onCaptcha} />
      <Button type="submit" appearance="primary" disabled={busy || blocking.length > 0} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? t('embeddedRegister.checking') : t('embeddedRegister.submit')}
      </Button>
    </form>
  );
});
