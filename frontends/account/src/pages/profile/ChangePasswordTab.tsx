import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PasswordInput, PasswordStrengthMeter, useFieldErrorText, useMessageText, useNotify } from '@weather/ui';
import { useNavigate } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordField } from '../../stores/ChangePasswordForm';
import { useAccountStores } from '../../stores/stores-context';
import { useNewPasswordRule } from './use-new-password-rule';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '400px',
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const LOGIN_PATH = '/login';

/**
 * Change password (SPEC §2, §5, §8): current, new with the strength meter, confirmation. Success
 * asks for a new login with an OK that reloads and no way to click it away; 403 goes to /login.
 */
export const ChangePasswordTab = observer(function ChangePasswordTab() {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const notify = useNotify();
  const navigate = useNavigate();
  const { changePasswordStore, environment, session } = useAccountStores();
  const form = changePasswordStore.form;
  const saving = changePasswordStore.isSaving;
  const user = session.user;

  useEffect(() => {
    changePasswordStore.open();
  }, [changePasswordStore, user?.id]);
  useNewPasswordRule(form);

  function message(field: PasswordField): string | undefined {
    const error = form.errorOf(field);
    return error ? fieldErrorText(error) : undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await changePasswordStore.submit();
    if (outcome === 'changed') {
      // SPEC §4: the notice requires a new login; only its OK (sign-out, then a reload) closes it.
      notify({
        text: messageText('PASSWORD_UPDATED'),
        intent: 'success',
        autoHideDuration: null,
        disableClickAway: true,
        action: { label: t('password.ok'), onClick: () => void changePasswordStore.signOutAndReload(environment.reload) },
      });
      changePasswordStore.open();
    } else if (outcome === 'forbidden') {
      void navigate(LOGIN_PATH, { replace: true });
    } else if (outcome === 'failed') {
      notify({ text: messageText('PASSWORD_UPDATE_FAILED'), intent: 'error' });
    }
  }

  const input = (field: PasswordField, autoComplete: string) => ({
    name: field,
    autoComplete,
    value: form.values[field],
    onChange: (_event: unknown, data: { value: string }) => form.set(field, data.value),
    onBlur: () => form.touch(field),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('profile.tabs.changePassword')}>
      <Field label={t('password.current')} required validationMessage={message('oldPassword')}>
        <PasswordInput {...input('oldPassword', 'current-password')} />
      </Field>
      <Field label={t('password.new')} required validationMessage={message('newPassword')}>
        <PasswordInput {...input('newPassword', 'new-password')} />
      </Field>
      <PasswordStrengthMeter password={form.values.newPassword} userInputs={user ? [user.email, user.first_name, user.last_name] : []} />
      <Field label={t('password.confirm')} required validationMessage={message('confirmPassword')}>
        <PasswordInput {...input('confirmPassword', 'new-password')} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
});
