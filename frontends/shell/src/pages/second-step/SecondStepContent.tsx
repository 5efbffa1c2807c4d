import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { RouterLink, useErrorText } from '@weather/ui';
import { useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondStepStore } from '../../stores/SecondStepStore';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SecondStepChallenge } from './SecondStepChallenge';
import { SecondStepEnrolment } from './SecondStepEnrolment';
import { SecondStepFailure } from './SecondStepFailure';
import { useSecondStepStyles } from './second-step-styles';
import { loginPathFrom } from './sign-in-query';

/**
 * The second step itself (docs/adr/0903): the challenge, the enrolment an enterprise requires, the
 * recovery codes after one, or why it cannot go on. Shown by /login/second-step and, inside the
 * iframe, by the embedded sign-up (/embeddedregister), which keeps the person on its page.
 */
export const SecondStepContent = observer(function SecondStepContent({ store }: { store: SecondStepStore }) {
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

