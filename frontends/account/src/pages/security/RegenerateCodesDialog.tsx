import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import type { ApiErrorBody } from '@weather/api-client';
import { RecoveryCodesList, useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import { ApiErrorAlert } from './ApiErrorAlert';
import { SecurityDialog } from './SecurityDialog';

/** Generate new recovery codes: a confirmation (the old ones stop working), then the ten new ones, once. */
export const RegenerateCodesDialog = observer(function RegenerateCodesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const { securityStore } = useAccountStores();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function generate() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await securityStore.replaceRecoveryCodes();
    setBusy(false);
    if (result.ok) {
      setCodes(result.data.recovery_codes);
      notify({ text: t('security.recovery.generated'), intent: 'success' });
    } else {
      setError(result.error);
    }
  }

  if (codes) {
    return (
      <SecurityDialog
        title={t('security.codes.title')}
        step="codes"
        onClose={onClose}
        onSubmit={onClose}
        actions={
          <Button type="submit" appearance="primary">
            {t('security.codes.saved')}
          </Button>
        }
      >
        <Text as="p">{t('security.codes.intro')}</Text>
        <RecoveryCodesList codes={codes} />
      </SecurityDialog>
    );
  }
  return (
    <SecurityDialog
      title={t('security.recovery.confirmTitle')}
      step="confirm"
      onClose={onClose}
      onSubmit={() => void generate()}
      actions={
        <>
          <Button onClick={onClose}>{t('security.cancel')}</Button>
          <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {t('security.recovery.confirm')}
          </Button>
        </>
      }
    >
      <Text as="p">{t('security.recovery.confirmText')}</Text>
      <ApiErrorAlert error={error} />
    </SecurityDialog>
  );
});
