'use client';
/**
 * 'Importer' on the Produkter tab (docs/product.md: Admin panel, 'Eksporter og importer'): a dialog
 * in two steps. First the file (CSV or Excel, checked for size in the browser as on the server)
 * and 'Forhåndsvis', which writes nothing; then the preview — a summary, the unknown columns, and
 * a table of the rows that are created, changed (field, old → new) or refused (with the reason),
 * the unchanged ones on request — and the confirmation, which sends the same file with the
 * preview's token. A file with a refused row cannot be confirmed.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { FormDialog } from '../kit/FormDialog';
import { FormFileField, uploadSchema } from '../kit/FileField';
import { StatusChip, type StatusTone } from '../kit/StatusChip';
import { failureToast, useDialogAction } from '../kit/useAdminAction';
import { useAdminForm } from '../kit/useAdminForm';
import { importProductsAction, previewProductImportAction } from '@/lib/admin/products/actions';
import { BULK_COLUMNS, BULK_HEADERS, BULK_MESSAGES, MAX_BULK_BYTES, type BulkField } from '@/lib/admin/products/bulk/format';
import type { ImportPreviewAnswer } from '@/lib/admin/products/bulk/responses';
import type { ActionResult } from '@/lib/admin/shared/result';
import { PRODUCT_BULK as T } from './texts';

const importSchema = z.object({ file: uploadSchema(MAX_BULK_BYTES, BULK_MESSAGES) });

/** The most rows the preview table renders (a 10,000-row file still previews quickly). */
const MAX_SHOWN = 500;

type PreviewRow = ImportPreviewAnswer['rows'][number];

const TONES: Record<PreviewRow['outcome'], StatusTone> = { create: 'success', update: 'info', unchanged: 'neutral', refused: 'error' };
const GROUP_FIELDS = new Set(BULK_COLUMNS.filter((c) => c.group).map((c) => c.key as string));

function fieldLabel(field: string): string {
  const label = BULK_HEADERS[field as BulkField] ?? field;
  return GROUP_FIELDS.has(field) ? T.productField(label) : label;
}

function Details({ row }: { row: PreviewRow }) {
  if (row.outcome === 'refused') {
    return (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {row.reasons.map((reason) => (
          <li key={reason}>
            <Typography variant="body2" color="error">
              {reason}
            </Typography>
          </li>
        ))}
      </ul>
    );
  }
  if (row.changes.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {row.changes.map((c) => (
        <li key={c.field}>
          <Typography variant="body2">
            {fieldLabel(c.field)}: {row.outcome === 'create' ? (c.after ?? T.empty) : `${c.before ?? T.empty} → ${c.after ?? T.empty}`}
          </Typography>
        </li>
      ))}
    </ul>
  );
}

function PreviewTable({ preview, showUnchanged }: { preview: ImportPreviewAnswer; showUnchanged: boolean }) {
  const rows = preview.rows.filter((r) => showUnchanged || r.outcome !== 'unchanged');
  const shown = rows.slice(0, MAX_SHOWN);
  return (
    <>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={T.tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{T.columns.line}</TableCell>
              <TableCell>{T.columns.articleNumber}</TableCell>
              <TableCell>{T.columns.group}</TableCell>
              <TableCell>{T.columns.outcome}</TableCell>
              <TableCell>{T.columns.details}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.line} data-outcome={row.outcome}>
                <TableCell>{row.line}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.articleNumber}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.group}
                  {row.newGroup ? ` (${T.newGroup})` : ''}
                </TableCell>
                <TableCell>
                  <StatusChip label={T.outcome[row.outcome]} tone={TONES[row.outcome]} />
                </TableCell>
                <TableCell>
                  <Details row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > shown.length && (
        <Typography variant="body2" color="text.secondary">
          {T.shown(shown.length, rows.length)}
        </Typography>
      )}
    </>
  );
}

export function BulkImport() {
  const [open, setOpen] = useState(false);
  const form = useAdminForm(importSchema, { file: null });
  const [preview, setPreview] = useState<{ file: File; data: ImportPreviewAnswer } | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const [showUnchanged, setShowUnchanged] = useState(false);
  // A new file input for each round (a file input cannot be emptied through its value).
  const [round, setRound] = useState(0);
  const { submit, error, pending, clearError } = useDialogAction();

  const startOver = () => {
    setPreview(null);
    setReadError(null);
    clearError();
    form.reset({ file: null });
    setRound((n) => n + 1);
  };

  const read = form.handleSubmit(async ({ file }) => {
    if (!file) return;
    setReading(true);
    setReadError(null);
    const data = new FormData();
    data.set('file', file);
    let result: ActionResult<ImportPreviewAnswer> | null;
    try {
      result = await previewProductImportAction(data);
    } catch {
      result = null;
    } finally {
      setReading(false);
    }
    if (result?.ok) {
      setShowUnchanged(false);
      setPreview({ file, data: result.data });
    } else if (result?.fieldErrors?.file) form.setError('file', { message: result.fieldErrors.file[0] });
    else setReadError(String(failureToast(T.previewFailure, result).description ?? ''));
  });

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!preview) return;
    const data = new FormData();
    data.set('file', preview.file);
    data.set('token', preview.data.token);
    const result = await submit(() => importProductsAction(data), { success: T.done, failure: T.failure });
    if (result?.ok) {
      setOpen(false);
      startOver();
    }
  };

  const counts = preview?.data.counts;
  const writes = counts ? counts.create + counts.update : 0;

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          startOver();
          setOpen(true);
        }}
      >
        {T.import}
      </Button>
      <FormDialog
        open={open}
        title={T.title}
        error={readError ?? error}
        submitting={reading || pending}
        submitLabel={preview ? T.confirm(writes) : T.preview}
        submittingLabel={preview ? T.importing : T.previewing}
        submitDisabled={Boolean(preview && (counts!.refused > 0 || writes === 0))}
        maxWidth="lg"
        onSubmit={(e) => void (preview ? confirm(e) : read(e))}
        onClose={() => setOpen(false)}
      >
        {!preview ? (
          <>
            {T.intro.map((text) => (
              <Typography key={text} variant="body2">
                {text}
              </Typography>
            ))}
            <FormFileField
              key={round}
              control={form.control}
              name="file"
              label={T.file}
              helperText={T.fileHint}
              accept=".csv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            />
          </>
        ) : (
          <>
            <Typography role="status">{T.summary(counts!, preview.data.newGroups)}</Typography>
            {counts!.refused > 0 && <Alert severity="error">{T.refused}</Alert>}
            {counts!.refused === 0 && writes === 0 && <Alert severity="info">{T.nothing}</Alert>}
            {preview.data.columns.ignored.length > 0 && <Alert severity="warning">{T.ignored(preview.data.columns.ignored)}</Alert>}
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel control={<Switch checked={showUnchanged} onChange={(e) => setShowUnchanged(e.target.checked)} />} label={T.showUnchanged} />
              <Button onClick={startOver} disabled={pending}>
                {T.otherFile}
              </Button>
            </Stack>
            <PreviewTable preview={preview.data} showUnchanged={showUnchanged} />
          </>
        )}
      </FormDialog>
    </>
  );
}
