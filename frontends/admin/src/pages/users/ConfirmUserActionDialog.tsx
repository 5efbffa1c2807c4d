import { Dropdown, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { ConfirmDialog, displayName } from '@weather/ui';
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
    <ConfirmDialog
      title={t(`users.user.confirm.${action}.title`, values)}
      what={t(`users.user.confirm.${action}.what`, values)}
      confirmLabel={t(`users.user.confirm.${action}.confirm`)}
      cancelLabel={t('users.user.confirm.cancel')}
      busy={busy}
      canConfirm={!(action === 'role' && role === user.role)}
      onConfirm={() => onConfirm(action === 'role' ? role : undefined)}
      onCancel={onClose}
    >
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
    </ConfirmDialog>
  );
}
