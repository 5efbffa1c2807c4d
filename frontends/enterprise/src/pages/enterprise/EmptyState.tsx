import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  text: { margin: 0 },
});

interface EmptyStateProps {
  /** The spec's own text, e.g. "No domains yet.". */
  text: string;
  /** What to do next. */
  next: string;
  /** The next step's button, where the page offers one. */
  action?: { label: string; onClick: () => void };
}

/** An empty list says so, then what to do next (issue 31 #10). */
export function EmptyState({ text, next, action }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Text as="p" className={styles.text}>
        {text}
      </Text>
      <Text as="p" className={styles.text}>
        {next}
      </Text>
      {action ? <Button onClick={action.onClick}>{action.label}</Button> : null}
    </div>
  );
}
