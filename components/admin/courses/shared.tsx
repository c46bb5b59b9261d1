'use client';
/**
 * Shared by the course screens: the order buttons of a course, module, content item or question
 * (each a server action run through the kit's useAdminAction), and the upload of course media
 * (an image or an audio file, checked by content on the server).
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useId, useRef, useState } from 'react';
import { moveContentAction, moveCourseAction, moveModuleAction, moveQuestionAction, uploadCourseMediaAction } from '@/lib/admin/courses/actions';
import { AUDIO_ACCEPT, COURSE_IMAGE_ACCEPT, COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES, MAX_COURSE_IMAGE_BYTES } from '@/lib/admin/courses/limits';
import { useAdminAction } from '../kit/useAdminAction';
import { COURSE_TOASTS, COURSE_UI } from './texts';

const MOVE = { course: moveCourseAction, module: moveModuleAction, content: moveContentAction, question: moveQuestionAction } as const;

/** Up and down buttons, named after the item ('Flytt {name} opp'); stacked on phones to keep an order column narrow, unless `row`. */
export function MoveButtons({
  kind,
  id,
  name,
  first,
  last,
  row = false,
}: {
  kind: keyof typeof MOVE;
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  row?: boolean;
}) {
  const { run, pending } = useAdminAction();
  const move = (direction: 'up' | 'down') => void run(() => MOVE[kind](id, direction), { success: COURSE_TOASTS.moved, failure: COURSE_TOASTS.failure });
  return (
    <Stack direction={row ? 'row' : { xs: 'column', sm: 'row' }} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <IconButton size="small" aria-label={COURSE_UI.moveUp(name)} disabled={first || pending} onClick={() => move('up')}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={COURSE_UI.moveDown(name)} disabled={last || pending} onClick={() => move('down')}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

const UPLOADED = { image: { title: 'Bildet er lastet opp' }, audio: { title: 'Lydfilen er lastet opp' } } as const;
const UPLOAD_FAILED = { title: 'Feil ved opplasting', description: 'Filen ble ikke lastet opp. Prøv igjen.' } as const;

/**
 * Uploads an image or an audio file (uploadCourseMediaAction) and reports its address; the file
 * picker is named by `label`. The refusal is shown under the button too (the dialog hides the
 * toast from screen readers while it is open).
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
  url: string | null;
  onUploaded: (url: string | null) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { run, running } = useAdminAction();
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
    setUploadError(null);
    const form = new FormData();
    form.set('file', file);
    form.set('kind', kind);
    const result = await run(() => uploadCourseMediaAction(form), { success: UPLOADED[kind], failure: UPLOAD_FAILED, refresh: false });
    if (input.current) input.current.value = '';
    if (result?.ok) onUploaded(result.data.url);
    else setUploadError(result ? (result.fieldErrors?.file?.[0] ?? result.error) : UPLOAD_FAILED.description);
  };

  return (
    <Stack sx={{ alignItems: 'flex-start' }} spacing={1}>
      <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
        <Button variant="outlined" component="label" disabled={running} aria-describedby={shown ? errorId : undefined}>
          {running ? COURSE_UI.uploading : label}
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
            {COURSE_UI.removeFile}
          </Button>
        )}
      </Stack>
      {url && kind === 'image' && (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of the upload just made
        <img src={url} alt="Forhåndsvisning av bildet" style={{ maxWidth: '100%', width: 240, maxHeight: 135, objectFit: 'cover', borderRadius: 6 }} />
      )}
      {url && kind === 'audio' && <audio src={url} controls preload="none" aria-label="Opplastet lydfil" style={{ maxWidth: '100%' }} />}
      {shown && (
        <FormHelperText error id={errorId} role="alert">
          {shown}
        </FormHelperText>
      )}
    </Stack>
  );
}
