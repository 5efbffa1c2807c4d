import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { RouterLink, useErrorText } from '@weather/ui';
import { useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import type { SecondStepStore } from '../../stores/SecondStepStore';
import { useStores } from '../../stores/stores-context';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SecondStepChallenge } from './SecondStepChallenge';
import { SecondStepEnrolment } from './SecondStepEnrolment';
import { SecondStepFailure } from './SecondStepFailure';
import { useSecondStepStyles } from './second-step-styles';
import { loginPathFrom } from './sign-in-query';

/**
 * /login/second-step (issue 29, docs/adr/0903): after a first step the user confirms it is them with
 * a second factor, or adds one when their enterprise requires it. It sits inside PublicOnly like
 * /login, so once the session is read the person goes on exactly as after any sign-in (forced
 * password change, hand-off, OpenID Connect interaction, launcher); the query of /login comes along.
 */
export const SecondStepPage = observer(function SecondStepPage() {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const { secondStepStore: store } = useStores();
  const [search] = useSearchParams();

  useEffect(() => {
    void store.load();
  }, [store]);

  const email = store.state?.email;
  return (
    <PublicPageFrame>
      <PublicCard
        title={t('secondStep.title')}
        subtitle={email && store.status === 'ready' ? <Text>{t('secondStep.signingInAs', { email })}</Text> : null}
      >
        <SecondStepContent store={store} />
        {store.status === 'ready' && !store.awaitingContinue ? (
          <RouterLink to={loginPathFrom(search)} className={styles.link}>
            {t('secondStep.anotherAccount')}
          </RouterLink>
        ) : null}
      </PublicCard>
    </PublicPageFrame>
  );
});

const SecondStepContent = observer(function SecondStepContent({ store }: { store: SecondStepStore }) {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const [search] = useSearchParams();

  if (store.status === 'loading') return <Spinner size="small" label={t('secondStep.checking')} />;
  if (store.status === 'expired') {
    return (
      <div className={styles.section}>
        <Text as="p" role="alert" className={styles.error}>
          {t('secondStep.expired')}
        </Text>
        <RouterLink to={loginPathFrom(search)} className={styles.link}>
          {t('secondStep.backToLogin')}
        </RouterLink>
      </div>
    );
  }
  if (store.status === 'failed') {
    return (
      <div className={styles.section}>
        <Text as="p" role="alert" className={styles.error}>
          {t('secondStep.failed')} {store.error ? errorText(store.error) : null}
        </Text>
        <Button className={styles.link} onClick={() => void store.load()}>
          {t('secondStep.retry')}
        </Button>
      </div>
    );
  }
  if (store.recoveryCodes) {
    return (
      <>
        <RecoveryCodesPanel codes={store.recoveryCodes} busy={store.isSubmitting} onContinue={() => store.continueSignIn()} />
        <SecondStepFailure store={store} withFieldErrors />
      </>
    );
  }
  if (store.recoveryCodesLeft !== null) return <RecoveryCodesLeft store={store} count={store.recoveryCodesLeft} />;
  if (store.state?.enrolment_required) return <SecondStepEnrolment store={store} />;
  return <SecondStepChallenge store={store} />;
});

/** After a recovery code: how many are left, said before going on (the count matters when it is low). */
const RecoveryCodesLeft = observer(function RecoveryCodesLeft({ store, count }: { store: SecondStepStore; count: number }) {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const continueButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    continueButton.current?.focus();
  }, []);

  return (
    <div className={styles.section}>
      <Text as="p" role="status">
        {t('secondStep.recoveryCodesLeft', { count })}
      </Text>
      <Text as="p">{t('secondStep.recoveryCodesAdvice')}</Text>
      <SecondStepFailure store={store} withFieldErrors />
      <Button ref={continueButton} appearance="primary" className={styles.link} disabled={store.isSubmitting} onClick={() => void store.continueSignIn()}>
        {t('secondStep.continue')}
      </Button>
    </div>
  );
});

export default SecondStepPage;
