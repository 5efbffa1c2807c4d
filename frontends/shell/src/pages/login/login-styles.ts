import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** The sign-in form's rules, shared with its first paint (docs/adr/0424) so both draw the same page. */
export const useLoginFormStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  formError: {
    color: tokens.colorPaletteRedForeground1,
  },
  status: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  magicCode: {
    alignSelf: 'flex-start',
  },
});

/** The column of links under the form (forgot password, help). */
export const useLoginLinksStyles = makeStyles({
  links: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
});

/** The passkey button and its message (PasskeySignIn). */
export const usePasskeyStyles = makeStyles({
  passkey: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
});

/** The social buttons under "or" and their message (SocialSignIn). */
export const useSocialStyles = makeStyles({
  social: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  or: {
    alignSelf: 'center',
    color: tokens.colorNeutralForeground3,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
});
