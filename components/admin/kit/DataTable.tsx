/**
 * The one data table of the admin panel: column headers (sortable ones as links, so sorting is done
 * by the server over the whole list, ?sort=&retning=), the rows given, the row actions in the last
 * column, an empty text, a loading state (aria-busy and a bar), and 'Forrige' / 'Neste' links when the
 * list is paginated on the server (?page=). Renders on the server; its MUI parts hydrate as islands.
 * On phones the table scrolls sideways inside its frame, the actions column stays reachable.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SortLabel } from './SortLabel';
import { KIT } from './texts';

export interface Column<K extends string = string> {
  key: K;
  label: string;
  /** The ?sort= value that orders the list by this column (the service decides what it means). */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Keeps the cell on one line (dates, numbers, statuses). */
  nowrap?: boolean;
  /** The narrowest a wrapping column gets, in px (default 96): on a phone the table then scrolls inside its frame instead of squeezing names. */
  minWidth?: number;
  /** Hidden below this width (secondary columns on phones). */
  hideBelow?: 'sm' | 'md';
}

export interface Row<K extends string = string> {
  id: string | number;
  cells: Partial<Record<K, ReactNode>>;
  actions?: ReactNode;
  /** Marks a row (a new message, an inactive account) for screen readers too, through its cells' text. */
  selected?: boolean;
}

export interface Paging {
  total: number;
  page: number;
  pageSize: number;
}

export interface Sorting {
  key: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<K extends string> {
  /** The table's accessible name: the id of its heading (SectionHeader's titleId) or a text. */
  labelledBy?: string;
  label?: string;
  columns: readonly Column<K>[];
  rows: readonly Row<K>[];
  /** The actions column's heading ('Handling'); no column when no row has actions. */
  actionsLabel?: string;
  empty?: ReactNode;
  loading?: boolean;
  paging?: Paging;
  sorting?: Sorting;
  /** The address's parameters kept by the sort and page links (fane, del, q, …). */
  params?: Record<string, string | undefined>;
  /** The page the links point at (default /admin). */
  basePath?: string;
  size?: 'small' | 'medium';
}

function href(basePath: string, params: Record<string, string | undefined>, changes: Record<string, string>) {
  const query = new URLSearchParams(Object.entries({ ...params, ...changes }).filter((e): e is [string, string] => Boolean(e[1])));
  return `${basePath}?${query}`;
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

const HIDE = { sm: { display: { xs: 'none', sm: 'table-cell' } }, md: { display: { xs: 'none', md: 'table-cell' } } } as const;

export function DataTable<K extends string>({
  labelledBy,
  label,
  columns,
  rows,
  actionsLabel = KIT.actions,
  empty = KIT.empty,
  loading = false,
  paging,
  sorting,
  params = {},
  basePath = '/admin',
  size = 'small',
}: DataTableProps<K>) {
  const hasActions = rows.some((r) => r.actions !== undefined);
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  const sortParams = { ...params, page: undefined };
  return (
    <Box>
      <TableContainer component={Paper} variant="outlined" aria-busy={loading || undefined} sx={{ position: 'relative' }}>
        {loading && <LinearProgress aria-label={KIT.loading} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        <Table size={size} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const active = sorting && c.sortKey && sorting.key === c.sortKey;
                const direction = active ? sorting.direction : 'asc';
                return (
                  <TableCell
                    key={c.key}
                    scope="col"
                    align={c.align}
                    sortDirection={active ? direction : false}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(c.hideBelow ? HIDE[c.hideBelow] : {}) }}
                  >
                    {c.sortKey ? (
                      <SortLabel
                        active={Boolean(active)}
                        direction={direction}
                        href={href(basePath, sortParams, { sort: c.sortKey, retning: active && direction === 'asc' ? 'desc' : 'asc' })}
                      >
                        {c.label}
                        {active && (
                          <Box component="span" sx={visuallyHidden}>
                            {KIT.sortedBy(c.label, direction)}
                          </Box>
                        )}
                      </SortLabel>
                    ) : (
                      c.label
                    )}
                  </TableCell>
                );
              })}
              {hasActions && (
                <TableCell scope="col" align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {actionsLabel}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover selected={r.selected}>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    sx={{
                      ...(c.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'break-word', minWidth: c.minWidth ?? 96 }),
                      ...(c.hideBelow ? HIDE[c.hideBelow] : {}),
                    }}
                  >
                    {r.cells[c.key]}
                  </TableCell>
                ))}
                {hasActions && (
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                      {r.actions}
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && !loading && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {empty}
        </Typography>
      )}
      {paging && (pages > 1 || paging.page > 1) && (
        <Stack component="nav" aria-label={KIT.pages} direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}>
          {paging.page > 1 && (
            <Button variant="outlined" href={href(basePath, params, { page: String(Math.min(paging.page - 1, pages)) })}>
              {KIT.previous}
            </Button>
          )}
          <Typography component="span">{KIT.page(Math.min(paging.page, pages), pages)}</Typography>
          {paging.page < pages && (
            <Button variant="outlined" href={href(basePath, params, { page: String(paging.page + 1) })}>
              {KIT.next}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
