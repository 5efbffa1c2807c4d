import { Avatar } from '@fluentui/react-avatar';
import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import { avatarImageUrl, avatarInitial, displayName } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../../stores/stores-context';
import { AvatarCropDialog } from './AvatarCropDialog';

const useStyles = makeStyles({
  // The button is the picture: no text, so none of a text button's minimum width.
  trigger: { minWidth: 'auto', padding: '0', borderRadius: '50%', alignSelf: 'flex-start' },
});

/** The avatar on Edit profile (SPEC §2): the server image or the initial; a click opens the crop dialog. */
export const ProfileAvatar = observer(function ProfileAvatar() {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const { session, environment } = useAccountStores();
  const [open, setOpen] = useState(false);
  const user = session.user;
  if (!user) return null;
  return (
    <>
      <Button appearance="transparent" className={styles.trigger} aria-label={t('avatar.change')} onClick={() => setOpen(true)}>
        <Avatar
          size={96}
          color="brand"
          name={displayName(user)}
          initials={avatarInitial(user)}
          image={user.avatar ? { src: avatarImageUrl(user.avatar, environment.apiUrl), alt: '' } : undefined}
        />
      </Button>
      <AvatarCropDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
});
