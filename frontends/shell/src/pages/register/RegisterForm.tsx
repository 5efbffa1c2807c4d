import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { fieldErrorsByKey } from '@weather/api-client';
import { type FullSignUpInput, limits, validateFullSignUp } from '@weather/validation';
import { australianPhoneRule } from '@weather/validation/phone';
import { mediaUp, PasswordInput, PasswordStrengthMeter, useFieldErrorText, useMessageText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { useNewPasswordRule } from '../password/use-new-password-rule';
import { CaptchaField } from './CaptchaField';
import { useDebouncedValue } from './use-debounced-value';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  names: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingVerticalM,
    [mediaUp('sm')]: {
      // minmax(0, 1fr): a column may be narrower than its input's intrinsic width (a native input is
      // about 20 characters wide), so the two names share the card instead of running past it.
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalM,
    },
  },
  nameInput: {
    minWidth: 0,
    width: '100%',
  },
});

type TextField = 'first_name' | 'last_name' | 'email' | 'phone' | 'password' | 'password_confirmation';
type Values = Record<TextField, string>;

const EMPTY: Values = { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '' };

/** The browser's IANA time zone, sent so the new profile starts with it. */
function browserTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function signUpInput(values: Values, captcha: string | null): FullSignUpInput {
  return { ...values, recaptcha: captcha ?? '' };
}

interface RegisterFormProps {
  lead: string | null;
  clientId: string | null;
}

/**
 * The full sign-up form (SPEC §5 full sign-up): messages appear 275 ms after typing stops, under the
 * fields typed in so far; Create account waits for every rule and the captcha. Field errors of the
 * server show under their fields.
 */
export const RegisterForm = observer(function RegisterForm({ lead, clientId }: RegisterFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const { registrationStore } = useStores();
  const newPasswordRule = useNewPasswordRule();
  const [values, setValues] = useState<Values>(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [touched, setTouched] = useState<Partial<Record<TextField, boolean>>>({});
  const settled = useDebouncedValue(values, limits.SIGN_UP_DEBOUNCE_MS);
  const onCaptcha = useCallback((answer: string | null) => setCaptcha(answer), []);

  // The strength estimate is the costly rule: each set of values is checked once, not at every render.
  const shownErrors = useMemo(() => validateFullSignUp(signUpInput(settled, captcha), { newPasswordRule, phoneRule: australianPhoneRule }), [settled, captcha, newPasswordRule]);
  const blocking = useMemo(() => validateFullSignUp(signUpInput(values, captcha), { newPasswordRule, phoneRule: australianPhoneRule }), [values, captcha, newPasswordRule]);
  const serverErrors = fieldErrorsByKey(registrationStore.error);
  const busy = registrationStore.isSubmitting;

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocking.length > 0 || busy) return;
    await registrationStore.submit({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      password: values.password,
      password_confirmation: values.password_confirmation,
      timezone: browserTimezone(),
      recaptcha: captcha ?? '',
      lead,
      client_id: clientId,
    });
  }

  const userInputs = [values.first_name, values.last_name, values.email];
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={styles.names}>
        <Field label={t('register.firstName')} required validationMessage={messageOf('first_name')}>
          <Input className={styles.nameInput} name="first_name" autoComplete="given-name" value={values.first_name} onChange={(_event, data) => change('first_name', data.value)} />
        </Field>
        <Field label={t('register.lastName')} required validationMessage={messageOf('last_name')}>
          <Input className={styles.nameInput} name="last_name" autoComplete="family-name" value={values.last_name} onChange={(_event, data) => change('last_name', data.value)} />
        </Field>
      </div>
      <Field label={t('register.email')} required validationMessage={messageOf('email')}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(_event, data) => change('email', data.value)} />
      </Field>
      <Field label={t('register.phone')} hint={t('register.phoneHint')} validationMessage={messageOf('phone')}>
        <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(_event, data) => change('phone', data.value)} />
      </Field>
      <Field label={t('register.password')} required validationMessage={messageOf('password')}>
        <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={(_event, data) => change('password', data.value)} />
      </Field>
      <PasswordStrengthMeter password={values.password} userInputs={userInputs} />
      <Field label={t('register.passwordConfirmation')} required validationMessage={messageOf('password_confirmation')}>
        <PasswordInput
          name="password_confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={(_event, data) => change('password_confirmation', data.value)}
        />
      </Field>
      <CaptchaField validationMessage={messageOf('recaptcha')} onChange={onCaptcha} />
      <Button type="submit" appearance="primary" disabled={busy || blocking.length > 0} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
});
