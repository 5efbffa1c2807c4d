import { Button } from '@fluentui/react-button';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { useTranslation } from 'react-i18next';
import type { EnterpriseUser, EnterpriseUserAction } from '../../transport/enterprise-transport';

interface UserRowMenuProps {
  user: EnterpriseUser;
  busy: boolean;
  onAction: (action: EnterpriseUserAction) => void;
  /** Opens the confirmation of "Reset two-step sign-in" (offered while the user has a second factor). */
  onResetSecondFactors: () => void;
}

/** The row menu (SPEC §4 user states): disable or enable, temporary password, force logout; reset two-step sign-in (issue 29). */
export function UserRowMenu({ user, busy, onAction, onResetSecondFactors }: UserRowMenuProps) {
  const { t } = useTranslation('enterprise');
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('users.menu', { email: user.email })} disabled={busy} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onAction({ disableUser: !user.is_disabled })}>{user.is_disabled ? t('users.enable') : t('users.disable')}</MenuItem>
          <MenuItem onClick={() => onAction({ setTemporaryPassword: true })}>{t('users.setTemporaryPassword')}</MenuItem>
          <MenuItem onClick={() => onAction({ forceLogout: true })}>{t('users.forceLogout')}</MenuItem>
          {user.has_second_factor ? <MenuItem onClick={onResetSecondFactors}>{t('users.resetSecondFactors.action')}</MenuItem> : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
