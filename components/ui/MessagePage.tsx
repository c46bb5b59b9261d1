import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred page with a heading, a text and optional actions: 404s and error pages. */
export function MessagePage({
  title,
  children,
  actions,
  lang,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  lang?: string;
}) {
  return (
    <Container maxWidth="sm" sx={{ pt: 18, pb: 10, textAlign: 'center' }}>
      <Box lang={lang}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '2.25rem' }}>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ mt: 2 }}>
          {children}
        </Typography>
        {actions && <Box sx={{ mt: 3 }}>{actions}</Box>}
      </Box>
    </Container>
  );
}
