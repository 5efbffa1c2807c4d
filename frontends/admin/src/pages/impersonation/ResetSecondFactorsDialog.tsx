import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { displayName, useDialogGivesPageBack } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import type { FoundUser } from '../../transport/admin-transport';

interface ResetSecondFactorsDialogProps {
  user: FoundUser;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before removing a user's second factors: whom it concerns and what follows for them. */
export function ResetSecondFactorsDialog({ user, busy, onConfirm, onClose }: ResetSecondFactorsDialogProps) {
  const { t } = useTranslation('admin');
  const name = displayName(user);
  // Closed by unmounting: the page comes back once the dialog is gone (issue 31 #2).
  useDialogGivesPageBack(true);
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('resetSecondFactors.title', { name })}</DialogTitle>
          <DialogContent>
            <p>{t('resetSecondFactors.what', { name, email: user.email })}</p>
            <p>{t('resetSecondFactors.after')}</p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {t('resetSecondFactors.confirm')}
            </Button>
            <Button disabled={busy} onClick={onClose}>
              {t('resetSecondFactors.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
