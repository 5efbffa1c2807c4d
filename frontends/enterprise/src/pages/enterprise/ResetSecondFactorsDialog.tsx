import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
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
    <Dialog open modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('users.resetSecondFactors.title', { name })}</DialogTitle>
          <DialogContent>
            <p>{t('users.resetSecondFactors.what', { name, email: user.email })}</p>
            <p>{t('users.resetSecondFactors.after')}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {t('users.resetSecondFactors.confirm')}
            </Button>
            <Button disabled={busy} onClick={onClose}>
              {t('users.resetSecondFactors.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
