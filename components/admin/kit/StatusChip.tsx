/**
 * A status shown the same way in every tab: one label (capitalised, 'Aktiv', 'Inaktiv', 'Venter på
 * passord', 'Ny', 'Besvart' …) in one of four tones. Renders on the server.
 */
import Chip from '@mui/material/Chip';

export type StatusTone = 'success' | 'warning' | 'error' | 'neutral' | 'info';

export function StatusChip({ label, tone = 'neutral' }: { label: string; tone?: StatusTone }) {
  return (
    <Chip
      size="small"
      label={label}
      color={tone === 'neutral' ? 'default' : tone}
      variant={tone === 'neutral' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
