/**
 * The heading of an admin tab's section: the title (an h2 whose id names the section and its
 * table), an optional count, a short explanation and the section's buttons on the right (wrapping
 * under the title on phones). Renders on the server.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionHeader({ id, title, intro, actions }: { id: string; title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
    </Stack>
  );
}

/** A section of a tab: its header and content, spaced from the next. */
export function AdminSection({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <SectionHeader id={id} title={title} intro={intro} actions={actions} />
      {children}
    </Stack>
  );
}
