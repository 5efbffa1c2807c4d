import { Spinner } from '@fluentui/react-spinner';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    minHeight: '240px',
    padding: tokens.spacingVerticalXXL,
  },
});

/** A centred spinner with a visible label, for a page or an area that is loading. */
export function PageSpinner({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label={label} labelPosition="below" />
    </div>
  );
}
