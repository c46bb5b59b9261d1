'use client';
/**
 * 'Les' in the E-post tab: a dialog that shows one outbox message — its facts, the text part with
 * its links clickable, the HTML part on request in a sandboxed frame (shown, never run).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useId, useState } from 'react';
import { splitLinks } from './links';
import { OUTBOX_UI } from './texts';

export interface OutboxMessage {
  subject: string;
  text: string;
  html: string;
  /** Label and value, already in Norwegian and formatted; empty values are left out. */
  facts: readonly (readonly [string, string | null])[];
}

/** The text part with its addresses as links (opened in a new tab, no referrer). */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        'url' in part ? (
          <Link key={i} href={part.url} target="_blank" rel="noopener noreferrer">
            {part.url}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function MessageDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const [showHtml, setShowHtml] = useState(false);
  const titleId = useId();
  const htmlId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {message.subject}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
          {message.facts
            .filter((f): f is readonly [string, string] => Boolean(f[1]))
            .map(([label, value]) => (
              <Fragment key={label}>
                <Box component="dt" sx={{ fontWeight: 600 }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Box>
              </Fragment>
            ))}
        </Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {OUTBOX_UI.textPart}
        </Typography>
        <Box data-testid="outbox-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'background.default', p: 2, borderRadius: 1, m: 0 }}>
          <LinkedText text={message.text} />
        </Box>
        <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setShowHtml((v) => !v)} aria-expanded={showHtml} aria-controls={htmlId}>
          {showHtml ? OUTBOX_UI.hideHtml : OUTBOX_UI.showHtml}
        </Button>
        {showHtml ? (
          <Box
            id={htmlId}
            component="iframe"
            // An empty sandbox: no scripts, no forms, no same-origin access; the mail is shown, never run.
            sandbox=""
            srcDoc={message.html}
            title={OUTBOX_UI.htmlFrame(message.subject)}
            sx={{ display: 'block', width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1, mt: 2, bgcolor: '#fff' }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {OUTBOX_UI.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ReadMessageButton({ message }: { message: OutboxMessage }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="contained" onClick={() => setOpen(true)} aria-label={OUTBOX_UI.readLabel(message.subject)}>
        {OUTBOX_UI.read}
      </Button>
      {open ? <MessageDialog message={message} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
