'use client';
/** A sortable column's heading: a link to the same list sorted by it (next/link, no full reload). */
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { LinkBehavior } from './LinkBehavior';

export function SortLabel({ href, active, direction, children }: { href: string; active: boolean; direction: 'asc' | 'desc'; children: ReactNode }) {
  return (
    <TableSortLabel component={LinkBehavior} href={href} active={active} direction={direction}>
      {children}
    </TableSortLabel>
  );
}
