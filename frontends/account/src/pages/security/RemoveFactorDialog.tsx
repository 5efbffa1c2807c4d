import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import type { ApiErrorBody } from '@weather/api-client';
import { useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import type { Factor, FactorKind } from '../../transport/account-transport';
import { ApiErrorAlert } from './ApiErrorAlert';
import { SecurityDialog } from './SecurityDialog';

interface RemoveFactorDialogProps {
  kind: FactorKind;
  factor: Factor;
  /** Whether it is the user's last authenticator app or passkey (the recovery codes go with it). */
  isLast: boolean;
  onClose: () => void;
}

/**
 * Remove an authenticator app or a passkey, after a confirmation naming it. 409 SECOND_FACTOR_REQUIRED
 * (the organisation requires two-step sign-in and it is the last one) is shown in the errors catalogue's words.
 */
export const RemoveFactorDialog = observer(function RemoveFactorDialog({ kind, factor, isLast, onClose }: RemoveFactorDialogProps) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const { securityStore } = useAccountStores();
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);

  async function remove() {
    if (removing) return;
    setRemoving(true);
    setError(null);
    const result = await securityStore.remove(kind, factor.id);
    setRemoving(false);
    if (result.ok) {
      notify({ text: t('security.remove.removed', { name: factor.name }), intent: 'success' });
      onClose();
    } else {
      setError(result.error);
    }
  }

  return (
    <SecurityDialog
      title={t('security.remove.title', { name: factor.name })}
      onClose={onClose}
      onSubmit={() => void remove()}
      actions={
        <>
          <Button onClick={onClose}>{t('security.cancel')}</Button>
          <Button type="submit" appearance="primary" disabled={removing} icon={removing ? <Spinner size="tiny" /> : undefined}>
            {t('security.remove.confirm')}
          </Button>
        </>
      }
    >
      <Text as="p">{t(kind === 'totp' ? 'security.remove.totpText' : 'security.remove.passkeyText', { name: factor.name })}</Text>
      {isLast ? <Text as="p">{t('security.remove.lastText')}</Text> : null}
      <ApiErrorAlert error={error} />
    </SecurityDialog>
  );
});
