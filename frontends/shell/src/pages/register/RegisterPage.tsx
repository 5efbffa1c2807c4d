import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { NotificationsHost, RouterLink, useErrorText, useNotify } from '@weather/ui';
import { Navigate, useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '../../chunks/retryable-lazy';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/stores-context';
import { interactionFrom } from '../../oidc/interaction';
import { SecondStepRedirect } from '../login/SecondStepRedirect';
import { RegisterForm } from './RegisterForm';
import { SignUpTerms } from './SignUpTerms';

const MagicCodeModal = retryableLazy(() => import('../login/magic-code/MagicCodeModal'));

const useStyles = makeStyles({
  card: {
    maxWidth: '560px',
  },
  offer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
});

/**
 * /register (SPEC §2, §4): the full sign-up with the free-account offer for the Australian market
 * and the terms of use. Query values lead and clientId go with the payload; after the code modal
 * verifies the address, PublicOnly takes the new user on (the launcher, or the hand-off of the
 * clientId). A refusal shows a notification with the server's message; a 403 goes to /.
 */
export const RegisterPage = observer(function RegisterPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const errorText = useErrorText();
  const { registrationStore, magicCodeStore } = useStores();
  const [search] = useSearchParams();
  const [modalWanted, setModalWanted] = useState(magicCodeStore.isOpen);
  if (magicCodeStore.isOpen && !modalWanted) setModalWanted(true);
  const error = registrationStore.error;

  useEffect(() => {
    if (error && error.statusCode !== 403) notify({ text: `${t('register.failedTitle')}: ${errorText(error)}`, intent: 'error' });
  }, [error, notify, errorText, t]);

  if (registrationStore.forbidden) return <Navigate to={paths.root} replace />;
  return (
    <PublicPageFrame>
      <PublicCard className={styles.card} title={t('register.title')} subtitle={<Text>{t('register.subtitle')}</Text>}>
        <section className={styles.offer} aria-labelledby="free-account-offer">
          <Text id="free-account-offer" as="h2" size={400} weight="semibold">
            {t('register.offerTitle')}
          </Text>
          <Text as="p">{t('register.offerText')}</Text>
        </section>
        <RegisterForm lead={search.get('lead')?.trim() || null} clientId={search.get('clientId')?.trim() || null} />
        <SignUpTerms />
        <Text>
          {t('register.haveAccount')} <RouterLink to={`${paths.login}${clientQuery(search)}`}>{t('register.signIn')}</RouterLink>
        </Text>
      </PublicCard>
      {/* Public pages have no authenticated layout, so the page brings the toaster of its notification. */}
      <NotificationsHost />
      {/* The email's code of a user whose enterprise requires a second factor leads to its enrolment (issue 29). */}
      <SecondStepRedirect />
      {modalWanted ? (
        <Suspense fallback={null}>
          <MagicCodeModal />
        </Suspense>
      ) : null}
    </PublicPageFrame>
  );
});
export default RegisterPage;

/**
 * Sign-in keeps the application the person came from, and its state (ADR 0234), or the OpenID
 * Connect interaction they came with (issue 28).
 */
function clientQuery(search: URLSearchParams): string {
  const query = new URLSearchParams();
  const clientId = search.get('clientId');
  if (clientId) {
    query.set('clientId', clientId);
    const state = search.get('state');
    if (state) query.set('state', state);
  }
  const interaction = interactionFrom(search);
  if (interaction) query.set('interaction', interaction);
  const text = query.toString();
  return text ? `?${text}` : '';
}
