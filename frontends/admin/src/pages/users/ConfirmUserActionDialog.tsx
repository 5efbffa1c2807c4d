import { Button } from '@fluentui/react-button';
import { Dropdown, Option } from '@fluentui/react-combobox';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { displayName } from '@weather/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAction } from '../../stores/users/UserDetailStore';
import type { ManagedUser, ManagedUserRole } from '../../transport/user-management-transport';

const ROLES: ManagedUserRole[] = ['USER', 'SYSADMIN'];

interface ConfirmUserActionDialogProps {
  action: UserAction;
  user: ManagedUser;
  busy: boolean;
  onConfirm: (role?: ManagedUserRole) => void;
  onClose: () => void;
}

/** Asks before an action on a user, saying whom it concerns and what will happen; a role change picks the role here. */
export function ConfirmUserActionDialog({ action, user, busy, onConfirm, onClose }: ConfirmUserActionDialogProps) {
  const { t } = useTranslation('admin');
  const [role, setRole] = useState<ManagedUserRole>(ROLES.find((candidate) => candidate !== user.role) ?? user.role);
  const values = { name: displayName(user), email: user.email, current: t(`users.roles.${user.role}`) };
  return (
    <Dialog open modalType="alert" onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(`users.user.confirm.${action}.title`, values)}</DialogTitle>
          <DialogContent>
            <p>{t(`users.user.confirm.${action}.what`, values)}</p>
            {action === 'delete' ? <p>{t('users.user.confirm.delete.after')}</p> : null}
            {action === 'role' ? (
              <Field label={t('users.user.confirm.role.field')}>
                <Dropdown
                  value={t(`users.roles.${role}`)}
                  selectedOptions={[role]}
                  onOptionSelect={(_event, data) => data.optionValue && setRole(data.optionValue as ManagedUserRole)}
                >
                  {ROLES.map((candidate) => (
                    <Option key={candidate} value={candidate}>
                      {t(`users.roles.${candidate}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={busy || (action === 'role' && role === user.role)}
              onClick={() => onConfirm(action === 'role' ? role : undefined)}
            >
              {t(`users.user.confirm.${action}.confirm`)}
            </Button>
            <Button disabled={busy} onClick={onClose}>
              {t('users.user.confirm.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
