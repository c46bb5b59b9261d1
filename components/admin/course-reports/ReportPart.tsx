/**
 * A part of the 'Læringsrapporter' section (its h2 is the kit's AdminSection): a heading one or
 * two levels below, an optional button row, the content. Renders on the server.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const VARIANT = { 3: 'h6', 4: 'h6', 5: 'subtitle1' } as const;

export function ReportPart({
  id,
  level,
  title,
  actions,
  children,
}: {
  id: string;
  level: 3 | 4 | 5;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: level === 3 ? 4 : 3, minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={id} component={`h${level}`} variant={VARIANT[level]} sx={{ fontWeight: level === 5 ? 700 : 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ my: 1 }}>
      {children}
    </Typography>
  );
}
