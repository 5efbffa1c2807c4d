import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Text } from '@fluentui/react-text';
import { useErrorText } from '@weather/ui';
import { FACTOR_NAME_MAX_LENGTH } from '@weather/validation';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondStepStore } from '../../stores/SecondStepStore';
import { CodeForm } from './CodeForm';
import { CopyButton } from './CopyButton';
import { SecondStepFailure, fieldErrorOf } from './SecondStepFailure';
import { useSecondStepStyles } from './second-step-styles';

type Choice = 'totp' | 'passkey' | null;

/**
 * The enterprise requires a second factor and the user has none: they add one now, an authenticator
 * app (QR code and secret, then its first code) or a passkey (a name, then the browser's prompt).
 */
export const SecondStepEnrolment = observer(function SecondStepEnrolment({ store }: { store: SecondStepStore }) {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const [choice, setChoice] = useState<Choice>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (choice === null) firstChoice.current?.focus();
  }, [choice]);

  async function chooseTotp() {
    store.clearError();
    if (await store.startTotpEnrolment()) setChoice('totp');
  }

  function back() {
    store.clearError();
    setChoice(null);
  }

  return (
    <div className={styles.section}>
      <Text as="p">{t('secondStep.enrolment.required')}</Text>
      {choice === null ? (
        <div className={styles.actions}>
          <Button ref={firstChoice} appearance="primary" disabled={store.isSubmitting} onClick={() => void chooseTotp()}>
            {t('secondStep.enrolment.chooseTotp')}
          </Button>
          {store.passkeysSupported ? (
            <Button disabled={store.isSubmitting} onClick={() => (store.clearError(), setChoice('passkey'))}>
              {t('secondStep.enrolment.choosePasskey')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {choice === 'totp' ? <TotpEnrolment store={store} /> : null}
      {choice === 'passkey' ? <PasskeyEnrolment store={store} /> : null}
      {choice === null ? <SecondStepFailure store={store} withFieldErrors /> : null}
      {choice !== null ? (
        <Button appearance="subtle" className={styles.link} disabled={store.isSubmitting} onClick={back}>
          {t('secondStep.enrolment.otherChoice')}
        </Button>
      ) : null}
    </div>
  );
});

const TotpEnrolment = observer(function TotpEnrolment({ store }: { store: SecondStepStore }) {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const enrolment = store.totpEnrolment;
  if (!enrolment) return null;
  return (
    <div className={styles.section}>
      <Text as="p">{t('secondStep.enrolment.totpSteps')}</Text>
      <img src={enrolment.qr_code} alt={t('secondStep.enrolment.qrAlt')} width={200} height={200} />
      <Field label={t('secondStep.enrolment.secretLabel')}>
        <Input className={styles.code} value={enrolment.secret} readOnly />
      </Field>
      <CopyButton text={enrolment.secret} label={t('secondStep.enrolment.copySecret')} done={t('secondStep.enrolment.secretCopied')} />
      <CodeForm
        kind="totp"
        label={t('secondStep.enrolment.firstCodeLabel')}
        submitLabel={t('secondStep.enrolment.confirm')}
        busy={store.isSubmitting}
        serverError={fieldErrorOf(store.error, errorText)}
        onEdit={() => store.clearError()}
        onSubmit={(code) => store.confirmTotpEnrolment(code)}
      />
      <SecondStepFailure store={store} withFieldErrors={false} />
    </div>
  );
});

const PasskeyEnrolment = observer(function PasskeyEnrolment({ store }: { store: SecondStepStore }) {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const [name, setName] = useState('');
  const [ruleShown, setRuleShown] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (store.isSubmitting) return;
    if (!name.trim()) {
      setRuleShown(true);
      nameRef.current?.focus();
      return;
    }
    await store.enrolPasskey(name);
  }

  const message = ruleShown && !name.trim() ? t('secondStep.enrolment.passkeyNameRule') : undefined;
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={t('secondStep.enrolment.choosePasskey')}>
      <Text as="p">{t('secondStep.enrolment.passkeySteps')}</Text>
      <Field
        label={t('secondStep.enrolment.passkeyNameLabel')}
        hint={t('secondStep.enrolment.passkeyNameHint')}
        required
        validationMessage={message}
        validationState={message ? 'error' : 'none'}
      >
        <Input
          input={{ ref: nameRef }}
          name="passkey_name"
          value={name}
          maxLength={FACTOR_NAME_MAX_LENGTH}
          onChange={(_event, data) => {
            setName(data.value);
            setRuleShown(false);
            store.clearError();
          }}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={store.isSubmitting}>
        {t('secondStep.enrolment.createPasskey')}
      </Button>
      <SecondStepFailure store={store} withFieldErrors />
    </form>
  );
});
