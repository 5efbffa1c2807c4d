import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** The layout the parts of /login/second-step share. */
export const useSecondStepStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
  },
  heading: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    letterSpacing: '0.2em',
  },
  link: {
    alignSelf: 'flex-start',
  },
});
