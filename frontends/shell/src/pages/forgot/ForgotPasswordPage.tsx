import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { loginEmailRule } from '@weather/validation';
import { RouterLink, useErrorText, useMessageText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, useNavigate, useSearchParams } from '@weather/ui/router';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/stores-context';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  sent: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
  },
  tick: {
    flexShrink: 0,
    fontSize: '24px',
    color: tokens.colorPaletteGreenForeground1,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
  links: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
});

/**
 * /forgot (SPEC §2, §4): mails a reset link and shows a tick once it is sent; the magic code link
 * mails a code instead and opens the code modal on /login.
 */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const messageText = useMessageText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { forgotPasswordStore, magicCodeStore } = useStores();
  const [email, setEmail] = useState(search.get('email')?.trim() ?? '');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    forgotPasswordStore.reset();
    magicCodeStore.clearError();
  }, [forgotPasswordStore, magicCodeStore]);

  const trimmed = email.trim();
  const emailRule = loginEmailRule(trimmed);
  const busy = forgotPasswordStore.isLoading || magicCodeStore.isRequesting;
  const error = forgotPasswordStore.error ?? magicCodeStore.error;

  async function sendResetLink(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailRule || busy) return;
    await forgotPasswordStore.sendResetLink(trimmed);
  }

  async function sendMagicCode() {
    setTouched(true);
    if (emailRule || busy) return;
    forgotPasswordStore.reset();
    const clientId = search.get('clientId');
    if (await magicCodeStore.requestSignInCode(trimmed, clientId)) {
      const query = new URLSearchParams(search);
      query.set('email', trimmed);
      navigate(`${paths.login}?${createSearchParams(query).toString()}`);
    }
  }

  return (
    <PublicPageFrame>
      <PublicCard title={t('forgot.title')}>
        <Text as="p">{t('forgot.text')}</Text>
        <form className={styles.form} onSubmit={sendResetLink} noValidate aria-label={t('forgot.title')}>
          <Field label={t('login.email')} required validationMessage={touched && emailRule ? messageText(emailRule) : undefined}>
            <Input
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(_event, data) => {
                setEmail(data.value);
                forgotPasswordStore.reset();
                magicCodeStore.clearError();
              }}
              onBlur={() => setTouched(true)}
            />
          </Field>
          {forgotPasswordStore.sentTo ? (
            <div className={styles.sent} role="status">
              <CheckmarkCircleFilled className={styles.tick} aria-label={t('forgot.sentIcon')} />
              <Text>{t('forgot.sent', { email: forgotPasswordStore.sentTo })}</Text>
            </div>
          ) : null}
          {error ? (
            <Text role="alert" className={styles.error}>
              {errorText(error)}
            </Text>
          ) : null}
          <Button
            type="submit"
            appearance="primary"
            disabled={emailRule !== null || busy}
            icon={forgotPasswordStore.isLoading ? <Spinner size="tiny" /> : undefined}
          >
            {forgotPasswordStore.sentTo ? t('forgot.sendAgain') : t('forgot.submit')}
          </Button>
        </form>
        <div className={styles.links}>
          <Link as="button" type="button" disabled={busy} onClick={() => void sendMagicCode()}>
            {t('login.magicCode')}
          </Link>
          <RouterLink to={paths.login}>{t('forgot.returnToLogin')}</RouterLink>
        </div>
      </PublicCard>
    </PublicPageFrame>
  );
});
export default ForgotPasswordPage;
