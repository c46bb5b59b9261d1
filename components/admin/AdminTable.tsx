/** The admin lists' table: a scrolling frame, column headers, the rows given. */
import type { ReactNode } from 'react';
import styles from './admin.module.css';

export function AdminTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
