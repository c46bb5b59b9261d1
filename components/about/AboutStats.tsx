import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AboutStat {
  figure: string;
  label: string;
}

/**
 * Key figures of the about page. Figure and label are separate elements for the layout but one
 * phrase in the text ('100+ års erfaring'), so screen readers and tests read them together.
 */
export function AboutStats({ stats }: { stats: AboutStat[] }) {
  return (
    <Box
      component="ul"
      aria-label="Nøkkeltall"
      sx={{
        m: 0,
        mt: 6,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        maxWidth: 880,
      }}
    >
      {stats.map((s) => (
        <Box
          component="li"
          key={s.label}
          sx={{
            px: 3,
            py: 2.5,
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography component="span" sx={{ display: 'block', fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1, color: 'primary.main' }}>
            {s.figure}
          </Typography>{' '}
          <Typography component="span" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {s.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
