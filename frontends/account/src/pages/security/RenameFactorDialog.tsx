import { Button } from '@fluentui/react-button';
import type { ApiErrorBody } from '@weather/api-client';
import { useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorNameForm } from '../../stores/security/FactorNameForm';
import { useAccountStores } from '../../stores/stores-context';
import type { Factor, FactorKind } from '../../transport/account-transport';
import { ApiErrorAlert } from './ApiErrorAlert';
import { FactorNameField } from './FactorNameField';
import { SecurityDialog } from './SecurityDialog';

interface RenameFactorDialogProps {
  kind: FactorKind;
  factor: Factor;
  onClose: () => void;
}

/** Rename an authenticator app or a passkey (no re-authentication: a name changes no sign-in). */
export const RenameFactorDialog = observer(function RenameFactorDialog({ kind, factor, onClose }: RenameFactorDialogProps) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const { securityStore } = useAccountStores();
  const [form] = useState(() => new FactorNameForm(factor.name));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiErrorBody | null>(null);

  async function save() {
    if (saving) return;
    setSaving(true);
    setError(null);
    const result = await securityStore.rename(kind, factor.id, form);
    setSaving(false);
    if (result?.ok) {
      notify({ text: t('security.rename.renamed'), intent: 'success' });
      onClose();
    } else if (result && !form.serverError) {
      setError(result.error);
    }
  }

  return (
    <SecurityDialog
      title={t('security.rename.title', { name: factor.name })}
      onClose={onClose}
      onSubmit={() => void save()}
      actions={
        <>
          <Button onClick={onClose}>{t('security.cancel')}</Button>
          <Button type="submit" appearance="primary" disabled={saving}>
            {t('security.rename.save')}
          </Button>
        </>
      }
    >
      <FactorNameField form={form} hint={t(kind === 'totp' ? 'security.name.totpHint' : 'security.name.passkeyHint')} />
      <ApiErrorAlert error={error} />
    </SecurityDialog>
  );
});
