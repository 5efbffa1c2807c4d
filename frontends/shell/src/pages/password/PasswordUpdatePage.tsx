import { Text } from '@fluentui/react-text';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from '@weather/ui/router';
import { PageSpinner } from '../../layout/PageSpinner';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';
import { SessionCheckFailed } from '../../routes/SessionCheckFailed';
import { useStores } from '../../stores/stores-context';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * The sign-in request's clientId, return, seq, state and OpenID Connect interaction, to go on with
 * once the password is updated (/login checks the interaction's form again).
 */
function forwardedQuery(search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['clientId', 'return', 'seq', 'state', 'interaction']) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return query.toString();
}

/**
 * /password/update in forced mode (SPEC §2, §4 step 2): a signed-in user flagged for a reset sets a
 * new password without the current one (PATCH /v1/users/me with newPassword and confirmPassword),
 * then the sign-in goes on with the forwarded clientId and return. Nobody signed in: /login.
 */
export const PasswordUpdatePage = observer(function PasswordUpdatePage() {
  const { t } = useTranslation('shell');
  const [search] = useSearchParams();
  const { sessionStore, passwordUpdateStore: store } = useStores();
  const user = sessionStore.user;
  const query = forwardedQuery(search);
  const next = query ? `${paths.login}?${query}` : paths.login;

  useEffect(() => {
    void sessionStore.ensureLoaded();
  }, [sessionStore]);

  if (!sessionStore.hasLoaded) {
    return sessionStore.error && !sessionStore.isLoading ? <SessionCheckFailed /> : <PageSpinner label={t('session.checking')} />;
  }
  if (!user) return <Navigate to={next} replace />;
  // Not flagged, or no longer once updated: the sign-in goes on; /login sends a signed-in user on.
  if (!user.is_force_reset_password) return <Navigate to={next} replace />;

  return (
    <PublicPageFrame>
      <PublicCard title={t('passwordUpdate.title')}>
        <Text as="p">{t('passwordUpdate.text')}</Text>
        <NewPasswordForm
          userInputs={[user.email, user.first_name, user.last_name].filter(Boolean)}
          submitLabel={t('passwordUpdate.submit')}
          busy={store.isSaving}
          serverError={store.error}
          serverFields={{ password: 'newPassword', confirmation: 'confirmPassword' }}
          onSubmit={(newPassword, confirmPassword) => void store.update({ newPassword, confirmPassword })}
          onEdit={() => store.clearError()}
        />
      </PublicCard>
    </PublicPageFrame>
  );
});
export default PasswordUpdatePage;
