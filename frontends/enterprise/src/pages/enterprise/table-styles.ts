import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** The plain semantic tables of the tabs (Fluent's table package is not in the portal's set). */
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
    verticalAlign: 'middle',
  },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
});
