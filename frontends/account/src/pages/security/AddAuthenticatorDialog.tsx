import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useFieldErrorText, useMessageText, useNotify } from '@weather/ui';
import { TOTP_CODE_LENGTH } from '@weather/validation';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import { addedFactorStep } from './AddedFactorStep';
import { ApiErrorAlert } from './ApiErrorAlert';
import { FactorNameField } from './FactorNameField';
import { SecurityDialog } from './SecurityDialog';

const useStyles = makeStyles({
  qr: {
    alignSelf: 'center',
    width: '200px',
    height: '200px',
    backgroundColor: '#ffffff',
    padding: tokens.spacingHorizontalS,
  },
  secret: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  secretField: { flexGrow: 1 },
  secretInput: { fontFamily: tokens.fontFamilyMonospace },
});

/** Add an authenticator app: name → (re-authentication) → QR code and key → first code → recovery codes when first. */
export const AddAuthenticatorDialog = observer(function AddAuthenticatorDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const notify = useNotify();
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const { securityStore } = useAccountStores();
  const [enrolment] = useState(() => securityStore.startTotpEnrolment());
  const started = enrolment.started;
  const busyIcon = enrolment.isBusy ? <Spinner size="tiny" /> : undefined;
  const cancel = <Button onClick={onClose}>{t('security.cancel')}</Button>;

  async function confirm() {
    await enrolment.confirm();
    if (enrolment.step === 'done') notify({ text: t('security.totp.added'), intent: 'success' });
  }

  async function copySecret() {
    if (!started) return;
    try {
      await navigator.clipboard.writeText(started.secret);
      notify({ text: t('security.totp.secretCopied'), intent: 'success' });
    } catch {
      // No clipboard: the key stays on screen to be typed or selected.
    }
  }

  if (enrolment.step === 'name') {
    return (
      <SecurityDialog
        title={t('security.totp.title')}
        step="name"
        onClose={onClose}
        onSubmit={() => void enrolment.submitName()}
        actions={
          <>
            {cancel}
            <Button type="submit" appearance="primary" disabled={enrolment.isBusy} icon={busyIcon}>
              {t('security.next')}
            </Button>
          </>
        }
      >
        <FactorNameField form={enrolment.name} hint={t('security.name.totpHint')} />
        <ApiErrorAlert error={enrolment.error} />
      </SecurityDialog>
    );
  }

  if (enrolment.step === 'scan' && started) {
    const codeError = enrolment.codeError;
    const codeMessage = codeError === null ? undefined : typeof codeError === 'string' ? messageText(codeError) : fieldErrorText(codeError);
    return (
      <SecurityDialog
        title={t('security.totp.title')}
        step="scan"
        onClose={onClose}
        onSubmit={() => void confirm()}
        actions={
          <>
            {cancel}
            <Button type="submit" appearance="primary" disabled={enrolment.isBusy} icon={busyIcon}>
              {t('security.totp.confirm')}
            </Button>
          </>
        }
      >
        <Text as="p">{t('security.totp.scan')}</Text>
        <img className={styles.qr} src={started.qr_code} alt={t('security.totp.qrAlt', { name: enrolment.name.trimmed })} />
        <div className={styles.secret}>
          <Field className={styles.secretField} label={t('security.totp.secret')}>
            <Input className={styles.secretInput} readOnly value={enrolment.groupedSecret} />
          </Field>
          <Button onClick={() => void copySecret()}>{t('security.totp.copySecret')}</Button>
        </div>
        <Field label={t('security.totp.code')} hint={t('security.totp.codeHint')} required validationMessage={codeMessage} validationState={codeMessage ? 'error' : 'none'}>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TOTP_CODE_LENGTH + 2}
            value={enrolment.code}
            onChange={(_event, data) => enrolment.setCode(data.value)}
          />
        </Field>
        <ApiErrorAlert error={enrolment.error} />
      </SecurityDialog>
    );
  }

  return <SecurityDialog step="done" {...addedFactorStep(t, enrolment.added?.recovery_codes, t('security.totp.added'), onClose)} />;
});
