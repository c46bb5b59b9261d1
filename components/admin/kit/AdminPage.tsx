/**
 * The frame of every admin page (the panel, the feeds page, the course editor): a heading row with
 * the title, a line under it, the page's buttons on the right (under the title on phones), then
 * the content. Renders on the server.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function AdminPage({ title, subtitle, actions, children }: { title: string; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    // The site's header is fixed over the page: the frame starts under it (104 px, as the portal's pages).
    <Container maxWidth="xl" sx={{ pt: '104px', pb: 8, px: { xs: 1.5, sm: 3 } }}>
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5, color: 'text.secondary' }}>
              {subtitle}
            </Stack>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Container>
  );
}
