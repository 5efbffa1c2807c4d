import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { DismissRegular } from '@fluentui/react-icons';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE } from '../i18n/catalogues/activity';
import type { AuditEntry } from './activity-transport';
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

/** Every field of one audit row and its details as JSON, beside the table; `showEnterprise` adds the row's enterprise (the admin page). */
export function ActivityDrawer({ entry, onClose, showEnterprise = false }: { entry: AuditEntry | null; onClose: () => void; showEnterprise?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const { eventName, time, person } = useActivityTexts();

  return (
    <OverlayDrawer position="end" size="medium" open={entry !== null} onOpenChange={(_event, data) => !data.open && onClose()} aria-labelledby="activity-drawer-title">
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ id: 'activity-drawer-title' }}
          action={<Button appearance="subtle" aria-label={t('drawer.close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t('drawer.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {entry ? (
          <dl className={styles.fields}>
            <dt className={styles.term}>{t('drawer.id')}</dt>
            <dd className={styles.value}>{entry.id}</dd>
            <dt className={styles.term}>{t('drawer.time')}</dt>
            <dd className={styles.value}>
              <time dateTime={entry.created_at}>{time(entry.created_at)}</time>
            </dd>
            <dt className={styles.term}>{t('drawer.event')}</dt>
            <dd className={styles.value}>{eventName(entry.event)}</dd>
            <dt className={styles.term}>{t('drawer.eventCode')}</dt>
            <dd className={styles.value}>
              <code>{entry.event}</code>
            </dd>
            <dt className={styles.term}>{t('drawer.actor')}</dt>
            <dd className={styles.value}>{entry.actor ? `${person(entry.actor)} (#${entry.actor.id})` : person(null)}</dd>
            <dt className={styles.term}>{t('drawer.subject')}</dt>
            <dd className={styles.value}>{entry.subject ? `${person(entry.subject)} (#${entry.subject.id})` : person(null)}</dd>
            <dt className={styles.term}>{t('drawer.ip')}</dt>
            <dd className={styles.value}>{entry.ip ?? t('drawer.noDetails')}</dd>
            {showEnterprise ? (
              <>
                <dt className={styles.term}>{t('drawer.enterprise')}</dt>
                <dd className={styles.value}>{entry.enterprise_id ?? t('drawer.noDetails')}</dd>
              </>
            ) : null}
            <dt className={styles.term}>{t('drawer.details')}</dt>
            <dd className={styles.value}>
              {entry.details ? (
                <pre className={styles.json} aria-label={t('drawer.details')}>
                  {JSON.stringify(entry.details, null, 2)}
                </pre>
              ) : (
                t('drawer.noDetails')
              )}
            </dd>
          </dl>
        ) : null}
      </DrawerBody>
    </OverlayDrawer>
  );
}
