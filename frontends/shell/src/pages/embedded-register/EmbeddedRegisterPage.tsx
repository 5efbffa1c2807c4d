import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { NotificationsHost, useErrorText, useNotify } from '@weather/ui';
import { Navigate, useNavigate, useSearchParams } from '@weather/ui/router';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { retryableLazy } from '../../chunks/retryable-lazy';
import { useTranslation } from 'react-i18next';
import { HandOffRedirect } from '../../hand-off/HandOffRedirect';
import { PageSpinner } from '../../layout/PageSpinner';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/stores-context';
import type { RegistrationRequest } from '../../transport/registration-transport';
import { SignUpTerms } from '../register/SignUpTerms';
import { useSecondStepDue } from '../login/use-second-step-due';
import { EmbeddedRegisterForm } from './EmbeddedRegisterForm';
import { EmbeddedSecondStep } from './EmbeddedSecondStep';
import { EMBEDDED_MESSAGES, postToParent } from './parent-messages';
import { TermsModal } from './TermsModal';

const MagicCodeModal = retryableLazy(() => import('../login/magic-code/MagicCodeModal'));

const useStyles = makeStyles({
  card: {
    maxWidth: '480px',
  },
});

/**
 * /embeddedregister (SPEC §2, §4): the collaboration application's sign-up, made to run in an
 * iframe. It needs a clientId (else /). Each step is told to the framing page by a window message
 * (parent-messages.ts): terms and code verification opening and closing, login for a known address,
 * completed when the new user goes on to the application. A second step the code asks for runs here
 * too (EmbeddedSecondStep).
 */
export const EmbeddedRegisterPage = observer(function EmbeddedRegisterPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { embeddedSignUpStore, registrationStore, magicCodeStore, sessionStore } = useStores();
  const [search] = useSearchParams();
  const clientId = search.get('clientId')?.trim() || null;
  // The collaboration application's state (ADR 0234), carried like clientId when it sends one.
  const state = search.get('state')?.trim() || null;
  const [modalWanted, setModalWanted] = useState(magicCodeStore.isOpen);
  if (magicCodeStore.isOpen && !modalWanted) setModalWanted(true);
  const error = registrationStore.error ?? embeddedSignUpStore.error;
  const signedInNewUser = sessionStore.user !== null && embeddedSignUpStore.acceptedAt !== null;
  // The code asked for a second step (an enterprise that requires one): it runs on this page.
  const [inSecondStep, setInSecondStep] = useState(false);
  useSecondStepDue(() => setInSecondStep(true));

  useEffect(
    () =>
      reaction(
        () => embeddedSignUpStore.termsOpen,
        (open) => postToParent(open ? EMBEDDED_MESSAGES.termsOpened : EMBEDDED_MESSAGES.termsClosed),
      ),
    [embeddedSignUpStore],
  );
  useEffect(
    () =>
      reaction(
        () => magicCodeStore.isOpen,
        (open) => postToParent(open ? EMBEDDED_MESSAGES.codeVerificationOpened : EMBEDDED_MESSAGES.codeVerificationClosed),
      ),
    [magicCodeStore],
  );
  useEffect(() => {
    if (error && error.statusCode !== 403) notify({ text: `${t('embeddedRegister.failed')}: ${errorText(error)}`, intent: 'error' });
  }, [error, notify, errorText, t]);
  useEffect(() => {
    if (signedInNewUser) void embeddedSignUpStore.recordAcceptance();
  }, [signedInNewUser, embeddedSignUpStore]);

  async function submit(request: RegistrationRequest) {
    const outcome = await embeddedSignUpStore.start(request);
    if (outcome !== 'login') return;
    postToParent(EMBEDDED_MESSAGES.login);
    const query = new URLSearchParams({ clientId: request.client_id ?? '', email: request.email ?? '' });
    if (state) query.set('state', state);
    navigate(`${paths.login}?${query.toString()}`);
  }

  if (!clientId || registrationStore.forbidden) return <Navigate to={paths.root} replace />;
  if (signedInNewUser) {
    // The terms are recorded before the person leaves; a refusal there does not hold the account back.
    return embeddedSignUpStore.termsRecorded || embeddedSignUpStore.error ? (
      <HandOffRedirect request={state ? { clientId, state } : { clientId }} />
    ) : (
      <PageSpinner label={t('embeddedRegister.finishing')} />
    );
  }
  return (
    <PublicPageFrame landmarks={{ banner: t('embeddedRegister.bannerLandmark'), main: t('embeddedRegister.title') }}>
      {inSecondStep ? (
        <EmbeddedSecondStep className={styles.card} />
      ) : (
        <PublicCard className={styles.card} title={t('embeddedRegister.title')} subtitle={<Text>{t('embeddedRegister.subtitle')}</Text>}>
          <EmbeddedRegisterForm clientId={clientId} onSubmit={(request) => void submit(request)} />
          <SignUpTerms />
        </PublicCard>
      )}
      <TermsModal />
      <NotificationsHost />
      {modalWanted ? (
        <Suspense fallback={null}>
          <MagicCodeModal />
        </Suspense>
      ) : null}
    </PublicPageFrame>
  );
});
export default EmbeddedRegisterPage;
