import type { ReactNode } from 'react';
import { useResponsiveTableStyles } from './responsive-table';

export interface ResponsiveTableProps {
  /** The table's accessible name. */
  label: string;
  /** The column headers, in order; each cell names its own column again (ResponsiveCell). */
  columns: readonly string[];
  /** The rows: ResponsiveRow elements. */
  children: ReactNode;
}

/** A table of the portal that becomes stacked cards on phones (useResponsiveTableStyles). */
export function ResponsiveTable({ label, columns, children }: ResponsiveTableProps) {
  const styles = useResponsiveTableStyles();
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={label}>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th key={column} className={styles.header} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>{children}</tbody>
      </table>
    </div>
  );
}

/** One row of a ResponsiveTable: a card on phones. */
export function ResponsiveRow({ children }: { children: ReactNode }) {
  const styles = useResponsiveTableStyles();
  return <tr className={styles.row}>{children}</tr>;
}
