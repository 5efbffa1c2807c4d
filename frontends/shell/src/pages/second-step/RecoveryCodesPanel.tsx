import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { RecoveryCodesList } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { useSecondStepStyles } from './second-step-styles';

const useStyles = makeStyles({
  saved: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    cursor: 'pointer',
  },
  checkbox: {
    width: '20px',
    height: '20px',
    margin: 0,
    accentColor: tokens.colorBrandBackground,
  },
});

/**
 * The ten recovery codes of a new factor, shown this once (docs/second-factor-contract.md): a list
 * to read, Copy and Download (the shared RecoveryCodesList), and Continue only after the person says they saved them.
 */
export function RecoveryCodesPanel({ codes, busy, onContinue }: { codes: readonly string[]; busy: boolean; onContinue: () => Promise<unknown> }) {
  const styles = useStyles();
  const shared = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const [saved, setSaved] = useState(false);
  const [ruleShown, setRuleShown] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The page changed under the person: their reading starts at the new heading.
    heading.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!saved) {
      setRuleShown(true);
      return;
    }
    await onContinue();
  }

  return (
    <form className={shared.section} onSubmit={submit} noValidate aria-labelledby="recovery-codes-title">
      <Text as="h2" size={500} weight="semibold" id="recovery-codes-title" ref={heading} tabIndex={-1}>
        {t('secondStep.recoveryCodes.title')}
      </Text>
      <Text as="p">{t('secondStep.recoveryCodes.text')}</Text>
      <RecoveryCodesList codes={codes} />
      <label className={styles.saved}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={saved}
          aria-describedby={ruleShown && !saved ? 'recovery-codes-rule' : undefined}
          onChange={(event) => {
            setSaved(event.target.checked);
            setRuleShown(false);
          }}
        />
        <Text>{t('secondStep.recoveryCodes.saved')}</Text>
      </label>
      {ruleShown && !saved ? (
        <Text role="alert" id="recovery-codes-rule" className={shared.error}>
          {t('secondStep.recoveryCodes.savedRule')}
        </Text>
      ) : null}
      <Button type="submit" appearance="primary" disabled={busy}>
        {t('secondStep.continue')}
      </Button>
    </form>
  );
}
