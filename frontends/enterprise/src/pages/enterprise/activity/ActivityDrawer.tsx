import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { DismissRegular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../transport/activity-transport';
import { useActivityTexts } from './activity-texts';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, wordBreak: 'break-word' },
  json: {
    margin: 0,
    padding: tokens.spacingVerticalS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
  },
});

/** Every field of one audit row and its details as JSON, beside the table. */
export function ActivityDrawer({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const { eventName, time, person } = useActivityTexts();

  return (
    <OverlayDrawer position="end" size="medium" open={entry !== null} onOpenChange={(_event, data) => !data.open && onClose()} aria-labelledby="activity-drawer-title">
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ id: 'activity-drawer-title' }}
          action={<Button appearance="subtle" aria-label={t('activity.drawer.close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t('activity.drawer.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {entry ? (
          <dl className={styles.fields}>
            <dt className={styles.term}>{t('activity.drawer.id')}</dt>
            <dd className={styles.value}>{entry.id}</dd>
            <dt className={styles.term}>{t('activity.drawer.time')}</dt>
            <dd className={styles.value}>
              <time dateTime={entry.created_at}>{time(entry.created_at)}</time>
            </dd>
            <dt className={styles.term}>{t('activity.drawer.event')}</dt>
            <dd className={styles.value}>{eventName(entry.event)}</dd>
            <dt className={styles.term}>{t('activity.drawer.eventCode')}</dt>
            <dd className={styles.value}>
              <code>{entry.event}</code>
            </dd>
            <dt className={styles.term}>{t('activity.drawer.actor')}</dt>
            <dd className={styles.value}>{entry.actor ? `${person(entry.actor)} (#${entry.actor.id})` : person(null)}</dd>
            <dt className={styles.term}>{t('activity.drawer.subject')}</dt>
            <dd className={styles.value}>{entry.subject ? `${person(entry.subject)} (#${entry.subject.id})` : person(null)}</dd>
            <dt className={styles.term}>{t('activity.drawer.ip')}</dt>
            <dd className={styles.value}>{entry.ip ?? t('activity.drawer.noDetails')}</dd>
            <dt className={styles.term}>{t('activity.drawer.details')}</dt>
            <dd className={styles.value}>
              {entry.details ? (
                <pre className={styles.json} aria-label={t('activity.drawer.details')}>
                  {JSON.stringify(entry.details, null, 2)}
                </pre>
              ) : (
                t('activity.drawer.noDetails')
              )}
            </dd>
          </dl>
        ) : null}
      </DrawerBody>
    </OverlayDrawer>
  );
}
