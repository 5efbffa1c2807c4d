import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useState } from 'react';
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
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    listStyleType: 'none',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

/**
 * Ten recovery codes, shown this once (docs/second-factor-contract.md): the list, Copy and Download
 * (a text file, one code a line). Both the second step's enrolment (shell) and the Security tab
 * (account) show them through this piece, with the `common` namespace's texts.
 */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the list and Download remain.
      setCopied(false);
    }
  }

  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={t('recoveryCodes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => void copy()}>{t('recoveryCodes.copy')}</Button>
        <Button as="a" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={t('recoveryCodes.fileName')}>
          {t('recoveryCodes.download')}
        </Button>
        <Text role="status">{copied ? t('recoveryCodes.copied') : ''}</Text>
      </div>
    </div>
  );
}
