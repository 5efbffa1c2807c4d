import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { ApiErrorBody } from '@weather/api-client';
import { useErrorText } from '@weather/ui';

const useStyles = makeStyles({
  text: { color: tokens.colorPaletteRedForeground1, margin: '0' },
});

/** An API refusal in the shared errors catalogue's words; the live region is there before the text, so it is announced. */
export function ApiErrorAlert({ error }: { error: ApiErrorBody | null }) {
  const styles = useStyles();
  const errorText = useErrorText();
  return (
    <div role="alert">
      {error ? (
        <Text as="p" className={styles.text}>
          {errorText(error)}
        </Text>
      ) : null}
    </div>
  );
}
