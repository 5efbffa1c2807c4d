import { ConfirmDialog } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import type { EnterpriseUser } from '../../transport/enterprise-transport';

interface ResetSecondFactorsDialogProps {
  user: EnterpriseUser;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before removing a user's second factors: whom it concerns and what follows for them. */
export function ResetSecondFactorsDialog({ user, busy, onConfirm, onClose }: ResetSecondFactorsDialogProps) {
  const { t } = useTranslation('enterprise');
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <ConfirmDialog
      title={t('users.resetSecondFactors.title', { name })}
      what={t('users.resetSecondFactors.what', { name, email: user.email })}
      confirmLabel={t('users.resetSecondFactors.confirm')}
      cancelLabel={t('users.resetSecondFactors.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      <p>{t('users.resetSecondFactors.after')}</p>
    </ConfirmDialog>
  );
}
