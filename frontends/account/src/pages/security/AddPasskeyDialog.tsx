import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import { addedFactorStep } from './AddedFactorStep';
import { ApiErrorAlert } from './ApiErrorAlert';
import { FactorNameField } from './FactorNameField';
import { SecurityDialog } from './SecurityDialog';

/** Add a passkey: name → (re-authentication) → the browser creates it → recovery codes when first. */
export const AddPasskeyDialog = observer(function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const { securityStore } = useAccountStores();
  const [enrolment] = useState(() => securityStore.startPasskeyEnrolment());

  async function register() {
    await enrolment.register();
    if (enrolment.step === 'done') notify({ text: t('security.passkey.added'), intent: 'success' });
  }

  if (enrolment.step === 'done') {
    return <SecurityDialog step="done" {...addedFactorStep(t, enrolment.added?.recovery_codes, t('security.passkey.added'), onClose)} />;
  }
  return (
    <SecurityDialog
      title={t('security.passkey.title')}
      step="name"
      onClose={onClose}
      onSubmit={() => void register()}
      actions={
        <>
          <Button onClick={onClose}>{t('security.cancel')}</Button>
          <Button type="submit" appearance="primary" disabled={enrolment.isBusy} icon={enrolment.isBusy ? <Spinner size="tiny" /> : undefined}>
            {t('security.passkey.create')}
          </Button>
        </>
      }
    >
      <Text as="p">{t('security.passkey.intro')}</Text>
      <FactorNameField form={enrolment.name} hint={t('security.name.passkeyHint')} />
      {enrolment.browserFailure ? (
        <Text as="p" role="alert">
          {t(`security.passkey.${enrolment.browserFailure}`)}
        </Text>
      ) : null}
      <ApiErrorAlert error={enrolment.error} />
    </SecurityDialog>
  );
});
