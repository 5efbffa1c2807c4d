import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { mediaUp } from '@weather/ui';

/**
 * The application form's grid and native controls, shared by the form and its "OpenID Connect"
 * section, so both lay out and draw their fields alike.
 */
export const useApplicationFormStyles = makeStyles({
  /** One column, two from the sm breakpoint. */
  fields: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    gap: tokens.spacingVerticalL,
    [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalXXL },
  },
  /** A Fluent dropdown as wide as its column, never wider (its own minimum is 250 px). */
  dropdown: { minWidth: 0, width: '100%' },
  /** A field across both columns. */
  wide: { [mediaUp('sm')]: { gridColumn: '1 / -1' } },
  // Native controls inside a Fluent Field, drawn like Fluent's inputs.
  native: {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '32px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
  },
  /** With native: a text area of several lines. */
  textarea: { minHeight: '80px', resize: 'vertical' },
  /** With native: addresses and ids, which read better in a fixed-width font. */
  monospace: { fontFamily: tokens.fontFamilyMonospace },
});
