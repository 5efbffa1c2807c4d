import { Button } from '@fluentui/react-button';
import { CopyRegular, DismissRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { limits } from '@weather/validation';
import { useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';

const useStyles = makeStyles({
  notice: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder2}`,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  password: { fontFamily: tokens.fontFamilyMonospace },
});

/**
 * SPEC §8: the temporary password is shown in a notice, click to copy. It stays until closed, as the
 * administrator must hand it over; it is held only in memory.
 */
export const TemporaryPasswordNotice = observer(function TemporaryPasswordNotice() {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const notify = useNotify();
  const { usersStore, environment } = useEnterpriseStores();
  const notice = usersStore.temporaryPassword;
  if (!notice) return null;

  async function copy(password: string) {
    try {
      await environment.copyText(password);
      notify({ text: t('users.temporaryPasswordCopied'), intent: 'success', autoHideDuration: limits.NOTIFICATION_USERS_TAB_AUTO_HIDE_MS });
    } catch {
      notify({ text: t('users.copyFailed'), intent: 'error', autoHideDuration: limits.NOTIFICATION_USERS_TAB_AUTO_HIDE_MS });
    }
  }

  return (
    <div className={styles.notice} role="status">
      <Text>{t('users.temporaryPassword', { email: notice.email })}</Text>
      <Button icon={<CopyRegular />} title={t('users.temporaryPasswordCopy')} onClick={() => void copy(notice.password)}>
        <span className={styles.password}>{notice.password}</span>
      </Button>
      <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('users.dismiss')} onClick={() => usersStore.dismissTemporaryPassword()} />
    </div>
  );
});
