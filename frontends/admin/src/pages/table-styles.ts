import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** A plain semantic table (Fluent's table package is not in the portal's set). */
export const useTableStyles = makeStyles({
  wrapper: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  header: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
  },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'top',
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
  },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  urls: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  urlRow: { display: 'contents' },
  urlLabel: { color: tokens.colorNeutralForeground2 },
  urlValue: { margin: 0 },
});
