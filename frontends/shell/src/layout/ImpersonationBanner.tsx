import { Button } from '@fluentui/react-button';
import { PersonSwapRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { displayName } from '@weather/ui';
import { useNavigate } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { paths } from '../routes/paths';
import { useStores } from '../stores/stores-context';

const useStyles = makeStyles({
  banner: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder2}`,
  },
  text: { flexGrow: 1 },
});

/**
 * While a SYSADMIN impersonates someone, every page says so and offers the way back to the
 * administrator's own session (ADR 0221); /login when that session had ended meanwhile.
 */
export const ImpersonationBanner = observer(function ImpersonationBanner() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { sessionStore } = useStores();
  const { impersonator, user } = sessionStore;
  if (!impersonator || !user) return null;

  const stop = async (): Promise<void> => {
    const restored = await sessionStore.endImpersonation();
    navigate(restored ? paths.impersonateUser : paths.login, { replace: true });
  };

  return (
    <div role="status" className={styles.banner}>
      <PersonSwapRegular aria-hidden fontSize={20} />
      <Text className={styles.text}>{t('impersonation.banner', { admin: displayName(impersonator), user: displayName(user) })}</Text>
      <Button appearance="primary" size="small" disabled={sessionStore.isLoading} onClick={() => void stop()}>
        {t('impersonation.stop')}
      </Button>
    </div>
  );
});
