import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export interface UnavailableTexts {
  unavailableTitle: string;
  unavailableText: string;
  retry: string;
}

/** A page whose code did not arrive: what happened and a Retry, never a blank page. Texts given, so /login's first paint shows it too. */
export function UnavailableNotice({ texts, onRetry }: { texts: UnavailableTexts; onRetry: () => void }) {
  const styles = useStyles();
  return (
    <section className={styles.root} role="alert" aria-labelledby="remote-unavailable-title">
      <Text as="h2" id="remote-unavailable-title" size={500} weight="semibold">
        {texts.unavailableTitle}
      </Text>
      <Text as="p">{texts.unavailableText}</Text>
      <Button appearance="primary" onClick={onRetry}>
        {texts.retry}
      </Button>
    </section>
  );
}
