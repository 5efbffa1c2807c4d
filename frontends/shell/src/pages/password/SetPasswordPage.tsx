import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { RouterLink, useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from '@weather/ui/router';
import { PageSpinner } from '../../layout/PageSpinner';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/stores-context';
import { NewPasswordForm } from './NewPasswordForm';

const useStyles = makeStyles({
  failure: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
});

/**
 * /verify/{token} (SPEC §2, §4, §8): the invite or reset token is verified, then a password is set
 * with the strength meter; success opens /login. An expired or invalid link says so, with a link
 * back to login.
 */
export const SetPasswordPage = observer(function SetPasswordPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const { setPasswordStore: store } = useStores();

  useEffect(() => {
    void store.verify(token);
  }, [store, token]);

  if (store.state === 'password-set') return <Navigate to={paths.login} replace />;

  let content;
  if (store.state === 'idle' || store.state === 'verifying') {
    content = <PageSpinner label={t('setPassword.checking')} />;
  } else if (store.state === 'valid') {
    content = (
      <>
        <Text as="p">{t('setPassword.text', { email: store.email })}</Text>
        <NewPasswordForm
          userInputs={store.email ? [store.email] : []}
          submitLabel={t('setPassword.submit')}
          busy={store.isSaving}
          serverError={store.error}
          serverFields={{ password: 'password', confirmation: 'passwordConfirmation' }}
          onSubmit={(password) => void store.setPassword(password)}
          onEdit={() => undefined}
        />
      </>
    );
  } else {
    const failure =
      store.state === 'expired' ? t('setPassword.expired') : store.state === 'invalid' ? t('setPassword.invalid') : store.error ? errorText(store.error) : '';
    content = (
      <div className={styles.failure}>
        <Text as="p" role="alert">
          {failure}
        </Text>
        {store.state === 'failed' ? (
          <Button appearance="primary" onClick={() => void store.verify(token)}>
            {t('session.retry')}
          </Button>
        ) : null}
        <RouterLink to={paths.login}>{t('setPassword.backToLogin')}</RouterLink>
      </div>
    );
  }

  return (
    <PublicPageFrame>
      <PublicCard title={t('setPassword.title')}>{content}</PublicCard>
    </PublicPageFrame>
  );
});
export default SetPasswordPage;
