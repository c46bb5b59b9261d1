/**
 * A table cell's text that keeps its words whole and a readable width on phones (the table then
 * scrolls sideways inside its frame instead of squeezing a name into 'Nordma nn'). Used by the
 * Forhandlere tab's three lists; a candidate for the kit's DataTable (a column `minWidth`).
 * Renders on the server.
 */
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function TextCell({ minWidth = 140, children }: { minWidth?: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', minWidth, overflowWrap: 'break-word' }}>
      {children}
    </Box>
  );
}
