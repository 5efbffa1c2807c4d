import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondStepStore } from '../../stores/SecondStepStore';
import type { SecondStepMethod } from '../../transport/second-step-transport';
import { CodeForm } from './CodeForm';
import { SecondStepFailure, fieldErrorOf } from './SecondStepFailure';
import { useSecondStepStyles } from './second-step-styles';

/** The method shown first: the app's code when the user has one, else the passkey, else a recovery code. */
function firstMethod(methods: readonly SecondStepMethod[], passkeys: boolean): SecondStepMethod {
  if (methods.includes('totp')) return 'totp';
  if (methods.includes('passkey') && passkeys) return 'passkey';
  return 'recovery_code';
}

/**
 * The second step of a user with factors: the methods the answer lists, one at a time, with the
 * others as buttons below. A passkey is offered only in a browser that has WebAuthn.
 */
export const SecondStepChallenge = observer(function SecondStepChallenge({ store }: { store: SecondStepStore }) {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const methods = (store.state?.methods ?? []).filter((method) => method !== 'passkey' || store.passkeysSupported);
  const [method, setMethod] = useState<SecondStepMethod>(() => firstMethod(methods, store.passkeysSupported));
  const passkeyButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // With no field to focus, the passkey button is the first thing to use.
    if (method === 'passkey') passkeyButton.current?.focus();
  }, [method]);

  function choose(next: SecondStepMethod) {
    store.clearError();
    setMethod(next);
  }

  const others = methods.filter((other) => other !== method);
  const fieldError = fieldErrorOf(store.error, errorText);
  return (
    <div className={styles.section}>
      {method === 'totp' ? (
        <>
          <Text as="p">{t('secondStep.totpIntro')}</Text>
          <CodeForm
            kind="totp"
            label={t('secondStep.totpLabel')}
            submitLabel={t('secondStep.verify')}
            busy={store.isSubmitting}
            serverError={fieldError}
            onEdit={() => store.clearError()}
            onSubmit={(code) => store.verifyTotp(code)}
          />
        </>
      ) : null}
      {method === 'recovery_code' ? (
        <>
          <Text as="p">{t('secondStep.recoveryIntro')}</Text>
          <CodeForm
            kind="recovery"
            label={t('secondStep.recoveryLabel')}
            submitLabel={t('secondStep.verify')}
            busy={store.isSubmitting}
            serverError={fieldError}
            onEdit={() => store.clearError()}
            onSubmit={(code) => store.verifyRecoveryCode(code)}
          />
        </>
      ) : null}
      {method === 'passkey' ? (
        <>
          <Text as="p">{t('secondStep.passkeyIntro')}</Text>
          <Button ref={passkeyButton} appearance="primary" disabled={store.isSubmitting} onClick={() => void store.verifyPasskey()}>
            {t('secondStep.usePasskey')}
          </Button>
        </>
      ) : null}
      <SecondStepFailure store={store} withFieldErrors={false} />
      {others.length > 0 ? (
        <div className={styles.section} role="group" aria-label={t('secondStep.otherWays')}>
          <Text weight="semibold">{t('secondStep.otherWays')}</Text>
          <div className={styles.actions}>
            {others.map((other) => (
              <Button
                key={other}
                disabled={store.isSubmitting}
                onClick={() => (other === 'passkey' ? (choose('passkey'), void store.verifyPasskey()) : choose(other))}
              >
                {t(methodLabel[other])}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
});

const methodLabel: Record<SecondStepMethod, string> = {
  totp: 'secondStep.useAuthenticator',
  passkey: 'secondStep.usePasskey',
  recovery_code: 'secondStep.useRecoveryCode',
};
