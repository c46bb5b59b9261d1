'use client';
/**
 * The admin panel's rich-text editor (docs/product.md §9: height 200, fixed toolbar) for product
 * texts, site content and course text: a label, a framed editor and its error. The editor itself
 * (Lexical, RichTextLexical.tsx) is built from a state parsed with the browser's DOMParser, so it
 * is never rendered on the server: the server and the hydrating browser draw its place, the same
 * size, and the browser then loads Lexical — only on pages and in dialogs that show an editor.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { EDITOR_HEIGHT, TOOLBAR_HEIGHT } from './rich-text';

export { EDITOR_HEIGHT, isAllowedLink } from './rich-text';

/** The editor's place while Lexical loads: the toolbar's strip and the text area, the same size. */
function Placeholder() {
  return (
    <Box aria-busy="true">
      <Box sx={{ height: TOOLBAR_HEIGHT, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default', boxSizing: 'border-box' }} />
      <Box sx={{ height: EDITOR_HEIGHT }} />
    </Box>
  );
}

const RichTextLexical = dynamic(() => import('./RichTextLexical'), { ssr: false, loading: Placeholder });

export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (html: string) => void;
  error?: string;
}) {
  const labelId = useId();
  const errorId = useId();
  // The editor keeps its own state from here on; a new key on the editor starts it afresh.
  const [initial] = useState(value ?? '');
  return (
    <Box>
      <Typography component="span" id={labelId} sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          bgcolor: 'background.paper',
          overflow: 'hidden',
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <RichTextLexical labelId={labelId} errorId={error ? errorId : undefined} initial={initial} onChange={onChange} />
      </Box>
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
