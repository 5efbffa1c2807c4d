import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { ConfirmDialog, useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import type { OwnSession } from '../../transport/account-transport';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  details: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

/** One session: device, badges, address and times, and Sign out unless it is this very one. */
export const SessionItem = observer(function SessionItem({ session }: { session: OwnSession }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('account');
  const notify = useNotify();
  const { sessionsStore } = useAccountStores();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const device = t('sessions.device', {
    browser: session.browser ?? t('sessions.unknownBrowser'),
    os: session.os ?? t('sessions.unknownOs'),
  });
  const ending = sessionsStore.ending.has(session.id);
  const [confirming, setConfirming] = useState(false);

  async function end() {
    const ended = await sessionsStore.end(session.id);
    setConfirming(false);
    notify({ text: ended ? t('sessions.ended') : t('sessions.notEnded'), intent: ended ? 'success' : 'error' });
  }

  return (
    <li className={styles.item} aria-label={device}>
      <div className={styles.details}>
        <div className={styles.heading}>
          <Text weight="semibold">{device}</Text>
          {session.current ? (
            <Badge appearance="tint" color="brand">
              {t('sessions.thisDevice')}
            </Badge>
          ) : null}
          {session.impersonator ? (
            <Badge appearance="tint" color="warning">
              {t('sessions.impersonatedBy', { name: `${session.impersonator.first_name} ${session.impersonator.last_name}` })}
            </Badge>
          ) : null}
        </div>
        <Text size={200}>{session.ip ? t('sessions.address', { ip: session.ip }) : t('sessions.unknownAddress')}</Text>
        <Text size={200}>{t('sessions.signedIn', { date: format.format(new Date(session.created_at)) })}</Text>
        <Text size={200}>{t('sessions.lastSeen', { date: format.format(new Date(session.last_seen_at)) })}</Text>
      </div>
      {session.current ? null : (
        <Button disabled={ending} aria-label={t('sessions.signOutOf', { device })} onClick={() => setConfirming(true)}>
          {t('sessions.signOut')}
        </Button>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('sessions.confirm.one.title', { device })}
          what={t('sessions.confirm.one.what', { device, address: session.ip ?? t('sessions.unknownAddress') })}
          confirmLabel={t('sessions.confirm.one.confirm')}
          cancelLabel={t('sessions.confirm.cancel')}
          busy={ending}
          onConfirm={() => void end()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
});
