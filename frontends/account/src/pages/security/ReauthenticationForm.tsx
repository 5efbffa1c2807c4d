import { Button } from '@fluentui/react-button';
import { DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import { ApiErrorAlert } from './ApiErrorAlert';

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  field: { alignSelf: 'stretch' },
  actions: { flexWrap: 'wrap' },
});

/** "Confirm it is you": the current password, or a code mailed on request (docs/second-factor-contract.md). */
export const ReauthenticationForm = observer(function ReauthenticationForm() {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const { securityStore, session } = useAccountStores();
  const store = securityStore.reauthentication;

  function submit(event: FormEvent) {
    event.preventDefault();
    void store.submit();
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{t('security.reauthentication.title')}</DialogTitle>
        <DialogContent className={styles.content}>
          {store.method === 'password' ? (
            <>
              <Text as="p">{t('security.reauthentication.intro')}</Text>
              <Field className={styles.field} label={t('security.reauthentication.password')} required>
                <Input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  autoFocus
                  value={store.password}
                  onChange={(_event, data) => store.setPassword(data.value)}
                />
              </Field>
              <Button disabled={store.isBusy} onClick={() => void store.sendCode()}>
                {t('security.reauthentication.emailCode')}
              </Button>
            </>
          ) : (
            <>
              <Text as="p">{t('security.reauthentication.codeSent', { email: session.user?.email ?? '' })}</Text>
              <Field className={styles.field} label={t('security.reauthentication.code')} required>
                <Input
                  name="magic_code"
                  autoComplete="one-time-code"
                  autoCapitalize="characters"
                  spellCheck={false}
                  autoFocus
                  value={store.code}
                  onChange={(_event, data) => store.setCode(data.value)}
                />
              </Field>
              <Button disabled={store.isBusy} onClick={() => void store.sendCode()}>
                {t('security.reauthentication.sendAgain')}
              </Button>
              <Button appearance="transparent" onClick={() => store.choose('password')}>
                {t('security.reauthentication.usePassword')}
              </Button>
            </>
          )}
          <ApiErrorAlert error={store.error} />
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button onClick={() => store.cancel()}>{t('security.cancel')}</Button>
          <Button type="submit" appearance="primary" disabled={!store.canSubmit} icon={store.isBusy ? <Spinner size="tiny" /> : undefined}>
            {t('security.reauthentication.confirm')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
});
