import { Avatar } from '@fluentui/react-avatar';
import { Button } from '@fluentui/react-button';
import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { makeStyles } from '@griffel/react';
import {
  BuildingRegular,
  HistoryRegular,
  PeopleRegular,
  PersonRegular,
  PersonSwapRegular,
  QuestionCircleRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { avatarImageUrl, avatarInitial, displayName, type PortalUser, visibleFocusRing } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@weather/ui/router';
import { useShellServices } from '../app/shell-services';
import { paths } from '../routes/paths';

const useStyles = makeStyles({
  // The button is the avatar: no text, so none of a text button's minimum width.
  // The round avatar fills it, so the ring is drawn outside it.
  trigger: { minWidth: 'auto', padding: '0', ...visibleFocusRing },
});

/**
 * The avatar and its menu (SPEC §2): Help and support, Profile, Enterprise (enterprise
 * administrators), Impersonate user (SYSADMIN), Sign out.
 */
export function UserMenu({ user }: { user: PortalUser }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { config } = useShellServices();
  const name = displayName(user);
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="transparent" className={styles.trigger} aria-label={t('topBar.userMenu', { name })}>
          <Avatar
            size={32}
            color="brand"
            name={name}
            initials={avatarInitial(user)}
            image={user.avatar ? { src: avatarImageUrl(user.avatar, config.apiUrl), alt: '' } : undefined}
          />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<QuestionCircleRegular />}
            onClick={() => window.open(config.helpUrl, '_blank', 'noopener,noreferrer')}
          >
            {t('topBar.help')}
          </MenuItem>
          <MenuItem icon={<PersonRegular />} onClick={() => navigate(paths.profile)}>
            {t('topBar.profile')}
          </MenuItem>
          {user.is_enterprise_administrator ? (
            <MenuItem icon={<BuildingRegular />} onClick={() => navigate(paths.enterprise)}>
              {t('topBar.enterprise')}
            </MenuItem>
          ) : null}
          {user.role === 'SYSADMIN' ? (
            <>
              <MenuItem icon={<PeopleRegular />} onClick={() => navigate(paths.users)}>
                {t('topBar.users')}
              </MenuItem>
              <MenuItem icon={<HistoryRegular />} onClick={() => navigate(paths.activity)}>
                {t('topBar.activity')}
              </MenuItem>
              <MenuItem icon={<PersonSwapRegular />} onClick={() => navigate(paths.impersonateUser)}>
                {t('topBar.impersonate')}
              </MenuItem>
            </>
          ) : null}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => navigate(paths.logout)}>
            {t('topBar.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
