'use client';
/**
 * Shared by the course screens: running a server action with its toast and a fresh render, the
 * confirmation dialog of a delete (naming the dealers with progress when there are any), the
 * upload button of course media and the small order buttons.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition } from 'react';
import { useToast, type ToastInput } from '@/components/ui/toast/ToastProvider';
import { uploadCourseMediaAction } from '@/lib/admin/courses/actions';
import { AUDIO_ACCEPT, COURSE_IMAGE_ACCEPT, COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES, MAX_COURSE_IMAGE_BYTES } from '@/lib/admin/courses/limits';
import type { ActionResult } from '@/lib/admin/shared/result';
import { failureToast } from '../action-form';
import { COURSE_TOASTS, COURSE_UI } from './texts';

/** Runs a change: the success toast and a fresh server render, or the failure toast. */
export function useCourseAction() {
  const { toast } = useToast();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = async <T,>(action: () => Promise<ActionResult<T>>, success: ToastInput): Promise<ActionResult<T> | null> => {
    const result = await action().catch(() => null);
    if (result?.ok) {
      toast(success);
      startTransition(() => router.refresh());
    } else {
      toast(result ? failureToast(COURSE_TOASTS.failure, result) : { ...COURSE_TOASTS.failure, variant: 'destructive' });
    }
    return result;
  };
  return { run, pending, refresh: () => startTransition(() => router.refresh()) };
}

/** Up and down buttons, named after the item ('Flytt {name} opp'). */
export function MoveButtons({ name, first, last, onMove }: { name: string; first: boolean; last: boolean; onMove: (direction: 'up' | 'down') => void }) {
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton size="small" aria-label={COURSE_UI.moveUp(name)} disabled={first} onClick={() => onMove('up')}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={COURSE_UI.moveDown(name)} disabled={last} onClick={() => onMove('down')}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/**
 * 'Slett' and its dialog 'Er du sikker?'. `loadCount` (courses and modules) reads how many dealers
 * have progress when the dialog opens; with any, the dialog says that it is archived and their
 * results kept, and the delete is sent confirmed.
 */
export function DeleteButton({
  name,
  what,
  loadCount,
  onDelete,
}: {
  name: string;
  what?: 'kurset' | 'modulen';
  loadCount?: () => Promise<ActionResult<{ progressCount: number }>>;
  onDelete: (confirm: boolean) => Promise<ActionResult<unknown> | null>;
}) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const textId = useId();

  const openDialog = async () => {
    setOpen(true);
    setError(null);
    setCount(loadCount ? null : 0);
    if (loadCount) {
      const info = await loadCount().catch(() => null);
      if (info?.ok) setCount(info.data.progressCount);
      else setError(info && !info.ok ? info.error : COURSE_UI.failed);
    }
  };

  const confirm = async () => {
    setPending(true);
    const result = await onDelete((count ?? 0) > 0);
    setPending(false);
    if (result?.ok) setOpen(false);
    else if (result && result.status === 409 && loadCount) void openDialog();
  };

  return (
    <>
      <Button size="small" color="error" variant="outlined" onClick={() => void openDialog()} aria-label={`${COURSE_UI.delete} ${name}`}>
        {COURSE_UI.delete}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{COURSE_UI.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} component="div">
            {count === null && !error ? (
              <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1} role="status">
                <CircularProgress size={18} aria-hidden="true" />
                <span>{COURSE_UI.loadingCount}</span>
              </Stack>
            ) : count !== null && count > 0 && what ? (
              <p style={{ margin: 0 }}>{COURSE_UI.progressWarning(count, what)}</p>
            ) : (
              <p style={{ margin: 0 }}>{COURSE_UI.confirmDelete(name)}</p>
            )}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{COURSE_UI.cancel}</Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={pending || count === null}>
            {pending ? COURSE_UI.deleting : COURSE_UI.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * Uploads an image or an audio file (uploadCourseMediaAction, checked by content on the server)
 * and reports its address; the file picker is named by `label`.
 */
export function MediaUpload({
  kind,
  label,
  url,
  onUploaded,
  error,
}: {
  kind: 'image' | 'audio';
  label: string;
  url: string | null | undefined;
  onUploaded: (url: string | null) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const errorId = useId();
  const max = kind === 'audio' ? MAX_AUDIO_BYTES : MAX_COURSE_IMAGE_BYTES;
  const shown = uploadError ?? error;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > max) {
      setUploadError(kind === 'audio' ? COURSE_MEDIA_MESSAGES.audioTooLarge : COURSE_MEDIA_MESSAGES.imageTooLarge);
      return;
    }
    setPending(true);
    setUploadError(null);
    const form = new FormData();
    form.set('file', file);
    form.set('kind', kind);
    const result = await uploadCourseMediaAction(form).catch(() => null);
    setPending(false);
    if (input.current) input.current.value = '';
    if (result?.ok) onUploaded(result.data.url);
    else setUploadError(result && !result.ok ? (result.fieldErrors?.file?.[0] ?? result.error) : COURSE_UI.failed);
  };

  return (
    <Stack sx={{ alignItems: 'flex-start' }} spacing={1}>
      <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
        <Button variant="outlined" component="label" disabled={pending} aria-describedby={shown ? errorId : undefined}>
          {pending ? COURSE_UI.uploading : label}
          <input
            ref={input}
            type="file"
            hidden
            name={`upload-${kind}`}
            accept={kind === 'audio' ? AUDIO_ACCEPT : COURSE_IMAGE_ACCEPT}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </Button>
        {url && (
          <Button size="small" onClick={() => onUploaded(null)}>
            Fjern fil
          </Button>
        )}
      </Stack>
      {url && kind === 'image' && (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of the upload just made
        <img src={url} alt="Forhåndsvisning av bildet" style={{ maxWidth: 240, maxHeight: 135, objectFit: 'cover', borderRadius: 6 }} />
      )}
      {url && kind === 'audio' && <audio src={url} controls preload="none" aria-label="Opplastet lydfil" />}
      {shown && (
        <FormHelperText error id={errorId} role="alert">
          {shown}
        </FormHelperText>
      )}
    </Stack>
  );
}
