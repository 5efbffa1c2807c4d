import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** The named addresses of an application in the catalogue's table (the table itself: @weather/ui's responsive table). */
export const useTableStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  urls: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  urlRow: { display: 'contents' },
  urlLabel: { color: tokens.colorNeutralForeground2 },
  urlValue: { margin: 0 },
});
