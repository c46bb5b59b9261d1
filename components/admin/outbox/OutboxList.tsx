'use client';
/**
 * The outbox as administrators read it (Admin › E-post): a table of the page's messages, the
 * status filter as links, a dialog that shows one message (the text part with its links
 * clickable, the HTML part on request in a sandboxed frame) and 'Send på nytt' for a failed one.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { Fragment, useState, useTransition } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import { resendOutboxMessageAction } from '@/lib/admin/outbox/actions';
import { OUTBOX_STATUS_LABELS, type OutboxStatusName } from '@/lib/mail/messages';
import { failureToast } from '../action-form';
import { splitLinks } from './links';
import { OUTBOX_TOASTS, OUTBOX_UI } from './texts';

export interface OutboxItem {
  id: number;
  /** In Norwegian. */
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatusName;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** Formatted on the server (Europe/Oslo). */
  created: string;
  sent: string | null;
  nextAttempt: string | null;
}

const STATUS_CHIP: Record<OutboxStatusName, { color: 'default' | 'success' | 'error'; variant: 'filled' | 'outlined' }> = {
  pending: { color: 'default', variant: 'outlined' },
  sending: { color: 'default', variant: 'filled' },
  sent: { color: 'success', variant: 'filled' },
  failed: { color: 'error', variant: 'filled' },
};

function StatusChip({ status }: { status: OutboxStatusName }) {
  return <Chip size="small" label={OUTBOX_STATUS_LABELS[status]} {...STATUS_CHIP[status]} />;
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

function MessageDialog({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const [showHtml, setShowHtml] = useState(false);
  const facts: [string, string | null][] = [
    [OUTBOX_UI.to, item.to],
    [OUTBOX_UI.replyTo, item.replyTo],
    [OUTBOX_UI.kind, item.kind],
    [OUTBOX_UI.status, OUTBOX_STATUS_LABELS[item.status]],
    [OUTBOX_UI.created, item.created],
    [OUTBOX_UI.sent, item.sent],
    [OUTBOX_UI.nextAttempt, item.nextAttempt],
    [OUTBOX_UI.attempts, String(item.attempts)],
    [OUTBOX_UI.lastError, item.lastError],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="outbox-dialog-title">
      <DialogTitle id="outbox-dialog-title" component="h2">
        {item.subject}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
          {facts
            .filter((f): f is [string, string] => Boolean(f[1]))
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
        <Box
          data-testid="outbox-text"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', bgcolor: 'background.default', p: 2, borderRadius: 1, m: 0 }}
        >
          <LinkedText text={item.text} />
        </Box>
        <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setShowHtml((v) => !v)} aria-expanded={showHtml} aria-controls="outbox-html">
          {showHtml ? OUTBOX_UI.hideHtml : OUTBOX_UI.showHtml}
        </Button>
        {showHtml ? (
          <Box
            id="outbox-html"
            component="iframe"
            // An empty sandbox: no scripts, no forms, no same-origin access; the mail is shown, never run.
            sandbox=""
            srcDoc={item.html}
            title={OUTBOX_UI.htmlFrame(item.subject)}
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

function ResendButton({ item }: { item: OutboxItem }) {
  const { toast } = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();
  const resend = async () => {
    setBusy(true);
    const result = await resendOutboxMessageAction(item.id).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      toast(OUTBOX_TOASTS.resent);
      startTransition(() => router.refresh());
    } else {
      toast(result ? failureToast(OUTBOX_TOASTS.failure, result) : { ...OUTBOX_TOASTS.failure, variant: 'destructive' });
    }
  };
  return (
    <Button size="small" variant="outlined" onClick={resend} disabled={busy} aria-label={OUTBOX_UI.resendLabel(item.subject)}>
      {busy ? OUTBOX_UI.resending : OUTBOX_UI.resend}
    </Button>
  );
}

const filterHref = (status: OutboxStatusName | undefined) => (status ? `/admin?fane=epost&status=${status}` : '/admin?fane=epost');

export function OutboxList({
  items,
  total,
  status,
  smtpConfigured,
}: {
  items: OutboxItem[];
  total: number;
  status: OutboxStatusName | undefined;
  smtpConfigured: boolean;
}) {
  const [open, setOpen] = useState<OutboxItem | null>(null);
  const filters: [OutboxStatusName | undefined, string][] = [[undefined, OUTBOX_UI.all], ...Object.entries(OUTBOX_STATUS_LABELS).map(([s, l]): [OutboxStatusName, string] => [s as OutboxStatusName, l])];
  return (
    <Box component="section" aria-labelledby="outbox-title">
      <Typography id="outbox-title" variant="h5" component="h2" gutterBottom>
        {OUTBOX_UI.title(total)}
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {OUTBOX_UI.intro}
      </Typography>
      {smtpConfigured ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {OUTBOX_UI.smtpMissing}
        </Alert>
      )}
      <Stack component="nav" aria-label={OUTBOX_UI.filter} direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {filters.map(([s, label]) => (
          <Button key={label} href={filterHref(s)} size="small" variant={s === status ? 'contained' : 'outlined'} aria-current={s === status ? 'page' : undefined}>
            {label}
          </Button>
        ))}
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="outbox-title">
          <TableHead>
            <TableRow>
              {OUTBOX_UI.columns.map((c) => (
                <TableCell key={c} component="th" scope="col">
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((m) => (
              <TableRow key={m.id} hover>
                <TableCell>
                  <time dateTime={m.createdAt}>{m.created}</time>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.to}</TableCell>
                <TableCell>{m.subject}</TableCell>
                <TableCell>{m.kind}</TableCell>
                <TableCell>
                  <StatusChip status={m.status} />
                </TableCell>
                <TableCell>{m.attempts}</TableCell>
                <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{m.lastError ?? '–'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" variant="contained" onClick={() => setOpen(m)} aria-label={OUTBOX_UI.readLabel(m.subject)}>
                      {OUTBOX_UI.read}
                    </Button>
                    {m.status === 'failed' ? <ResendButton item={m} /> : null}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={OUTBOX_UI.columns.length}>{status ? OUTBOX_UI.emptyFiltered(OUTBOX_STATUS_LABELS[status]) : OUTBOX_UI.empty}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {open ? <MessageDialog item={open} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}
