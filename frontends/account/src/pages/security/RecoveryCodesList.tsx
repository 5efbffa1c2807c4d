import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useNotify } from '@weather/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(9em, 1fr))',
    gap: tokens.spacingVerticalS,
    margin: '0',
    padding: tokens.spacingHorizontalM,
    listStyleType: 'none',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
});

/** Ten recovery codes, shown once: the list, Copy and Download (a text file, one code a line). */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const notify = useNotify();
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify({ text: t('security.codes.copied'), intent: 'success' });
    } catch {
      // No clipboard (an insecure page, a refusal): the list and Download remain.
    }
  }

  return (
    <div className={styles.root}>
      <Text as="p">{t('security.codes.intro')}</Text>
      <ul className={styles.list} aria-label={t('security.codes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.buttons}>
        <Button onClick={() => void copy()}>{t('security.codes.copy')}</Button>
        <Button as="a" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={t('security.codes.fileName')}>
          {t('security.codes.download')}
        </Button>
      </div>
    </div>
  );
}
