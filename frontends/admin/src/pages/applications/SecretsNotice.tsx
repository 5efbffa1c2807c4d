import { Button } from '@fluentui/react-button';
import { CopyRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useNotify } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { useAdminStores } from '../../stores/stores-context';
import type { SiteApplicationSecrets } from '../../transport/admin-transport';

const useStyles = makeStyles({
  notice: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder2}`,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '800px',
  },
  list: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: tokens.spacingHorizontalM },
  row: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  copy: { margin: 0 },
});

/**
 * The client id and secrets after an add or a rotation (the API never repeats them), each with
 * copy; shown until the person closes it or leaves the page.
 */
export function SecretsNotice({ secrets, onDismiss }: { secrets: SiteApplicationSecrets; onDismiss: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const { environment } = useAdminStores();
  const rows = [
    [t('secrets.clientId'), secrets.client_id],
    [t('secrets.clientSecret'), secrets.client_secret],
    [t('secrets.webhookSecret'), secrets.webhook_secret],
  ] as const;

  async function copy(what: string, value: string) {
    try {
      await environment.copyText(value);
      notify({ text: t('secrets.copied', { what }), intent: 'success' });
    } catch {
      notify({ text: t('secrets.copyFailed', { what }), intent: 'error' });
    }
  }

  return (
    <section className={styles.notice} aria-labelledby="secrets-title">
      <Text as="h2" id="secrets-title" weight="semibold" size={400}>
        {t('secrets.title')}
      </Text>
      <dl className={styles.list}>
        {rows.map(([what, value]) => (
          <div key={what} className={styles.row}>
            <dt className={styles.term}>{what}</dt>
            <dd className={styles.value}>{value}</dd>
            <dd className={styles.copy}>
              <Button appearance="subtle" icon={<CopyRegular />} aria-label={t('secrets.copy', { what })} onClick={() => void copy(what, value)} />
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <Button onClick={onDismiss}>{t('secrets.dismiss')}</Button>
      </div>
    </section>
  );
}
