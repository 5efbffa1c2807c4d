import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** The frame of every admin page: a heading, then its sections one under another. */
export const usePageStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, width: '100%', maxWidth: '1200px' },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});
