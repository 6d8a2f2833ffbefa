import type { ReactNode } from 'react';

export interface ColumnHead {
  label: ReactNode;
  /** Right-aligned figures (the tables' `[data-numeric]` rule). */
  numeric?: boolean;
  className?: string;
}

/** A table's head: one row, a column header (`scope="col"`) a label. */
export function ColumnHeads({ columns }: { columns: (ReactNode | ColumnHead)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => {
          const c = isHead(column) ? column : { label: column };
          return (
            <th key={i} scope="col" className={c.className} data-numeric={c.numeric || undefined}>
              {c.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

function isHead(column: ReactNode | ColumnHead): column is ColumnHead {
  return typeof column === 'object' && column !== null && 'label' in column;
}
