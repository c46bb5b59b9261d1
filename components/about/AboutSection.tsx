import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One text section of the about page: the h2 (with a decorative icon) on the left on wide
 * screens, the paragraphs on the right.
 */
export function AboutSection({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 4, md: 5 },
        borderTop: '1px solid',
        borderColor: 'divider',
        scrollMarginTop: '100px',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: '50%',
                bgcolor: '#f4ead9',
                color: 'primary.main',
              }}
            >
              {icon}
            </Box>
            <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
              {title}
            </Typography>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box sx={{ '& p + p': { mt: 2 } }}>{children}</Box>
        </Grid>
      </Grid>
    </Box>
  );
}

/** A body paragraph of an about section. */
export function AboutParagraph({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" sx={{ fontSize: '1.0625rem', lineHeight: 1.75, color: 'text.primary' }}>
      {children}
    </Typography>
  );
}
