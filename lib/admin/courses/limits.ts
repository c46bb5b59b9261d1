/**
 * Course media uploads (docs/product.md: Course authoring): limits, the file pickers' filters and
 * the texts, checked in the browser before sending and on the server (the server actions and the
 * course API). Client-safe: the checks by content are in media.ts.
 */
import { MAX_IMAGE_BYTES } from '../products/limits';

/** Course, content and question images: the product images' limit and checks. */
export const MAX_COURSE_IMAGE_BYTES = MAX_IMAGE_BYTES;

/** Audio: within the server actions' 21 MB body limit (next.config.mjs). */
export const MAX_AUDIO_BYTES = 20 * 1024 * 1024;

/** The file pickers' filters; the server decides the type by the content. */
export const COURSE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff';
export const AUDIO_ACCEPT = '.mp3,.m4a,.ogg,.wav,audio/mpeg,audio/mp4,audio/ogg,audio/wav';

export const COURSE_MEDIA_MESSAGES = {
  imageMissing: 'Velg et bilde å laste opp',
  imageTooLarge: 'Bildet er for stort (maks 10 MB)',
  audioMissing: 'Velg en lydfil å laste opp',
  audioTooLarge: 'Lydfilen er for stor (maks 20 MB)',
  notAudio: 'Filen er ikke en lydfil (MP3, M4A, OGG eller WAV)',
  notMultipart: 'Filen må sendes som multipart/form-data',
  fileNotTaken: 'Bare bilde- og lydinnhold tar imot en fil',
} as const;
