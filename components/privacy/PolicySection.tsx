import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One numbered section of the privacy policy, labelled by its h2. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ mt: 5, scrollMarginTop: '100px' }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.625rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

/** A sub-heading inside a section (h3). */
export function PolicySubheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, pt: 1, mb: -0.75 }}>
      {children}
    </Typography>
  );
}

export function PolicyText({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" sx={{ lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}

/** A bulleted list; each item may start with a bold lead-in. */
export function PolicyList({ items }: { items: { lead?: string; text: ReactNode }[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 0, '& li + li': { mt: 0.75 } }}>
      {items.map((item, index) => (
        <Typography component="li" key={item.lead ?? index} sx={{ lineHeight: 1.7 }}>
          {item.lead ? <strong>{item.lead}: </strong> : null}
          {item.text}
        </Typography>
      ))}
    </Box>
  );
}
