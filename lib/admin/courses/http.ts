/**
 * The course API's content bodies (docs/product.md: Course authoring; app/api/courses/**): JSON
 * or multipart/form-data with a file (checked by content: media.ts), the input reader of the
 * content operations' route handlers (operations.ts). Server-only.
 */
import 'server-only';
import { prisma } from '../../db';
import { HttpError } from '../../http/errors';
import { jsonBody, validate } from '../../http/route';
import { storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES, MAX_COURSE_IMAGE_BYTES } from './limits';
import { removeUnusedMedia, storeCourseMedia } from './media';
import { COURSE_JSON_MAX_BYTES } from './operations';
import type { z } from 'zod';

/** A multipart body's overhead beyond the file that is still accepted before the form is read. */
const MULTIPART_SLACK = 64 * 1024;

const isMultipart = (request: Request) => (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** Form fields that are numbers in the schema. */
const NUMERIC_FIELDS = new Set(['sortOrder']);

/**
 * A content item's body: JSON, or multipart/form-data whose text fields are the schema's
 * (contentType, title, alt, transcript, html, url, sortOrder) plus `file` — an image for
 * `contentType` image, an audio file for audio — stored after its check by content, its URL put
 * in `url`. 413 over the limit, 415 neither JSON nor multipart (or a file of the wrong type), 400
 * invalid. Only after the administrator check (operationRoute reads it after that).
 */
export async function contentBody<S extends z.ZodType>(request: Request, schema: S, storedType?: string): Promise<z.output<S>> {
  if (!isMultipart(request)) return jsonBody(request, schema, ADMIN_MESSAGES.invalid, COURSE_JSON_MAX_BYTES);
  if (Number(request.headers.get('content-length')) > MAX_AUDIO_BYTES + MULTIPART_SLACK) throw new HttpError(413, COURSE_MEDIA_MESSAGES.audioTooLarge);
  const form = await request.formData().catch(() => null);
  if (!form) throw new HttpError(400, ADMIN_MESSAGES.invalid);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    fields[name] = NUMERIC_FIELDS.has(name) && /^\d{1,7}$/.test(value.trim()) ? Number(value) : value;
  }
  const file = form.get('file');
  if (file instanceof Blob && file.size > 0) {
    const type = String(fields.contentType ?? storedType ?? '');
    if (type !== 'image' && type !== 'audio') {
      throw new HttpError(415, COURSE_MEDIA_MESSAGES.fileNotTaken, { file: [COURSE_MEDIA_MESSAGES.fileNotTaken] });
    }
    const limit = type === 'audio' ? MAX_AUDIO_BYTES : MAX_COURSE_IMAGE_BYTES;
    if (file.size > limit) throw new HttpError(413, type === 'audio' ? COURSE_MEDIA_MESSAGES.audioTooLarge : COURSE_MEDIA_MESSAGES.imageTooLarge);
    const name = String(fields.title ?? (file instanceof File ? file.name.replace(/\.[^.]*$/, '') : '')).slice(0, 80);
    fields.url = await storeCourseMedia(storage(), type, name, new Uint8Array(await file.arrayBuffer()));
  }
  try {
    return validate(schema, fields, ADMIN_MESSAGES.invalid);
  } catch (error) {
    // Nothing names the file just stored: it goes again.
    if (typeof fields.url === 'string') await removeUnusedMedia(prisma, storage(), [fields.url]);
    throw error;
  }
}
