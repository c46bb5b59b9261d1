/**
 * The one filter style of the admin lists: a GET form (role=search) to /admin that keeps the tab
 * (and section) in hidden fields, with a search field, optional selects and 'Filtrer'. Works
 * without JavaScript; the list is filtered on the server (?q=, ?kategori=, …). Renders on the server.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { KIT } from './texts';

export interface FilterSelect {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}

export interface FilterText {
  name: string;
  label: string;
  value: string | undefined;
  type?: 'search' | 'date' | 'text';
  placeholder?: string;
}

export function FilterBar({
  label,
  hidden,
  texts = [],
  selects = [],
  children,
}: {
  /** The search region's accessible name. */
  label: string;
  /** Parameters kept as they are (fane, del). */
  hidden: Record<string, string | undefined>;
  texts?: readonly FilterText[];
  selects?: readonly FilterSelect[];
  children?: ReactNode;
}) {
  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      action="/admin"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ mb: 2, alignItems: { sm: 'flex-end' }, flexWrap: 'wrap' }}
    >
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {texts.map((t) => (
        <TextField
          key={t.name}
          size="small"
          type={t.type ?? 'search'}
          name={t.name}
          label={t.label}
          defaultValue={t.value ?? ''}
          placeholder={t.placeholder}
          slotProps={t.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
          sx={{ minWidth: { sm: 220 } }}
        />
      ))}
      {selects.map((s) => (
        <TextField
          key={s.name}
          size="small"
          select
          name={s.name}
          label={s.label}
          defaultValue={s.value ?? ''}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { sm: 200 } }}
        >
          {s.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      ))}
      {children}
      <Button type="submit" variant="outlined">
        {KIT.filter}
      </Button>
    </Stack>
  );
}
