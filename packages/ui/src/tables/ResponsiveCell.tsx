import { mergeClasses } from '@griffel/react';
import type { TdHTMLAttributes } from 'react';
import { columnLabel, useResponsiveTableStyles } from './responsive-table';

export interface ResponsiveCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The cell's column name: shown beside its value when the row is a card. */
  column: string;
  /** The row's own header (a `th` with scope "row", e.g. its name), in the heavier weight. */
  rowHeader?: boolean;
}

/** A cell of a ResponsiveTable that carries its column's name for the phone's cards. */
export function ResponsiveCell({ column, rowHeader = false, className, children, ...attributes }: ResponsiveCellProps) {
  const styles = useResponsiveTableStyles();
  const props = { ...attributes, ...columnLabel(column) };
  return rowHeader ? (
    <th className={mergeClasses(styles.cell, styles.rowHeader, className)} scope="row" {...props}>
      {children}
    </th>
  ) : (
    <td className={mergeClasses(styles.cell, className)} {...props}>
      {children}
    </td>
  );
}
