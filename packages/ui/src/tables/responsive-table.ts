import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { mediaDown } from '../breakpoints/breakpoints';

/** Below the spec's `sm` breakpoint a table's rows become stacked cards (issue 31 #5). */
const cards = mediaDown('sm');

/**
 * The portal's plain semantic tables (Fluent's table package is not in the portal's set): a table
 * with its headers on wider screens; on phones each row is a card and each cell shows its column's
 * name, taken from the cell's `data-label` (give it with `columnLabel`). Nothing scrolls sideways.
 * The header row stays in the document, only visually hidden, so the table keeps its headers.
 */
export const useResponsiveTableStyles = makeStyles({
  wrapper: {
    maxWidth: '100%',
    overflowX: 'auto',
    [cards]: { overflowX: 'visible' },
  },
  table: {
    borderCollapse: 'collapse',
    minWidth: '100%',
    [cards]: { display: 'block', minWidth: 0, width: '100%' },
  },
  head: {
    [cards]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
  body: {
    [cards]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  },
  row: {
    [cards]: {
      display: 'block',
      padding: `${tokens.spacingVerticalXS} 0`,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
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
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    [cards]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
      borderBottom: 'none',
      overflowWrap: 'anywhere',
      // A cell with nothing in it (no action on this row) leaves no bare label on the card.
      ':empty': { display: 'none' },
      '::before': {
        content: 'attr(data-label)',
        flex: '0 0 35%',
        minWidth: '6em',
        fontWeight: tokens.fontWeightSemibold,
        color: tokens.colorNeutralForeground2,
      },
    },
  },
  /** The row's own header cell (its name) leads the card. */
  rowHeader: {
    fontWeight: tokens.fontWeightSemibold,
  },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
});

/** A cell's column name, shown beside its value on phones. */
export function columnLabel(label: string): { 'data-label': string } {
  return { 'data-label': label };
}
