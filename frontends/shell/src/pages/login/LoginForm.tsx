import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { type ApiFieldError, fieldErrorsByKey } from '@weather/api-client';
import { type MessageCode, loginEmailRule, loginPasswordRule } from '@weather/validation';
import { PasswordInput, useErrorText, useFieldErrorText, useMessageText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../app/shell-services';
import { loginFormReady } from '../../login-island/handover';
import { LOCAL_PROVIDER } from '../../stores/SessionStore';
import { useStores } from '../../stores/stores-context';
import { useLoginFormStyles } from './login-styles';
import { loginUrlWithHandOff } from './saml-login-url';

/** Typing pauses this long before the provider of a valid email is asked for. */
const PROVIDER_CHECK_DEBOUNCE_MS = 300;
/** SPEC §4, §9: an external provider's login page opens after 1 second. */
export const PROVIDER_REDIRECT_DELAY_MS = 1000;

/**
 * Email and password sign-in (SPEC §2, §4, §5): an invalid email disables the button, an empty
 * password says "Password cannot be blank", a refusal shows the server's message under the form.
 * A valid email's login provider is asked for: the password field is for LOCAL accounts, an
 * external provider's page opens after 1 second. A right password on an unverified email, or the
 * magic code link, opens the code modal.
 */
interface LoginFormProps {
  /** The `email` query value: shown read-only, the person only types the password. */
  prefilledEmail: string | null;
}

export const LoginForm = observer(function LoginForm({ prefilledEmail }: LoginFormProps) {
  const styles = useLoginFormStyles();
  const { t } = useTranslation('shell');
  const messageText = useMessageText();
  const errorText = useErrorText();
  const fieldErrorText = useFieldErrorText();
  const { sessionStore, magicCodeStore, signInRequestStore } = useStores();
  const { leavePortal } = useShellServices();

  const [email, setEmail] = useState(prefilledEmail ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const passwordRef = useRef<HTMLInputElement>(null);

  // The page's first paint (docs/adr/0424), if it is still showing, hands over what was typed there.
  useLayoutEffect(() => {
    loginFormReady((entries) => {
      setEmail(entries.email);
      if (entries.emailTouched) setTouched((state) => ({ ...state, email: true }));
    });
  }, []);

  const currentEmail = prefilledEmail ?? email;
  const trimmedEmail = currentEmail.trim();
  const emailRule = loginEmailRule(currentEmail);
  const provider = emailRule ? null : sessionStore.provider;
  // The provider's page continues into the application this sign-in came from.
  const external = provider && provider.provider !== LOCAL_PROVIDER && provider.loginURL && sessionStore.providerEmail === trimmedEmail
    ? loginUrlWithHandOff(provider.loginURL, signInRequestStore)
    : null;
  // The last answer counts until the next one: the field does not flicker while a longer email is checked.
  const showPassword = !emailRule && !external && (provider?.provider === LOCAL_PROVIDER || sessionStore.providerCheckFailed);

  useEffect(() => {
    if (emailRule) {
      sessionStore.forgetProvider();
      return;
    }
    const timer = setTimeout(() => void sessionStore.checkProvider(trimmedEmail), PROVIDER_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [emailRule, trimmedEmail, sessionStore]);

  useEffect(() => {
    if (!external) return;
    const timer = setTimeout(() => (leavePortal ?? ((url: string) => window.location.assign(url)))(external), PROVIDER_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [external, leavePortal]);
  const passwordRule = loginPasswordRule(password);
  const serverError = sessionStore.error;
  const serverFieldErrors = fieldErrorsByKey(serverError);
  const emailMessage = fieldMessage(touched.email ? emailRule : null, serverFieldErrors.email);
  const passwordMessage = fieldMessage(touched.password ? passwordRule : null, serverFieldErrors.password);
  // Field errors show under their fields; anything else (wrong credentials, disabled, offline) under the form.
  const formError = serverError && !serverError.errors?.length ? errorText(serverError) : null;
  const busy = sessionStore.isLoading || magicCodeStore.isRequesting;
  const magicCodeError = magicCodeStore.error && !magicCodeStore.isOpen ? errorText(magicCodeStore.error) : null;

  function fieldMessage(rule: MessageCode | null, serverError: ApiFieldError | undefined): string | undefined {
    if (rule) return messageText(rule);
    return serverError ? fieldErrorText(serverError) : undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (emailRule || busy || !showPassword) return;
    if (passwordRule) {
      passwordRef.current?.focus();
      return;
    }
    const outcome = await sessionStore.login({ email: trimmedEmail, password });
    if (outcome === 'needs-verification') magicCodeStore.open(trimmedEmail, 'verify', signInRequestStore.clientId);
  }

  async function requestMagicCode() {
    setTouched((state) => ({ ...state, email: true }));
    if (emailRule || busy) return;
    sessionStore.clearError();
    await magicCodeStore.requestSignInCode(trimmedEmail, signInRequestStore.clientId);
  }

  function edited() {
    if (sessionStore.error) sessionStore.clearError();
    if (magicCodeStore.error) magicCodeStore.clearError();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Field label={t('login.email')} required validationMessage={emailMessage}>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          value={currentEmail}
          readOnly={prefilledEmail !== null}
          appearance={prefilledEmail !== null ? 'filled-darker' : 'outline'}
          onChange={(_event, data) => {
            setEmail(data.value);
            edited();
          }}
          onBlur={() => setTouched((state) => ({ ...state, email: true }))}
        />
      </Field>
      {showPassword ? (
        <Field label={t('login.password')} required validationMessage={passwordMessage}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            input={{ ref: passwordRef }}
            onChange={(_event, data) => {
              setPassword(data.value);
              edited();
            }}
            onBlur={() => setTouched((state) => ({ ...state, password: true }))}
          />
        </Field>
      ) : null}
      {external ? (
        <Text role="status" className={styles.status}>
          <Spinner size="tiny" />
          <span>{t('login.redirectingToProvider')}</span>
        </Text>
      ) : null}
      {formError || magicCodeError ? (
        <Text role="alert" className={styles.formError}>
          {formError ?? magicCodeError}
        </Text>
      ) : null}
      <Button
        type="submit"
        appearance="primary"
        disabled={emailRule !== null || busy || !showPassword}
        icon={sessionStore.isLoading ? <Spinner size="tiny" /> : undefined}
      >
        {sessionStore.isLoading ? t('login.signingIn') : t('login.submit')}
      </Button>
      <Link as="button" type="button" className={styles.magicCode} disabled={busy} onClick={() => void requestMagicCode()}>
        {t('login.magicCode')}
      </Link>
    </form>
  );
});
