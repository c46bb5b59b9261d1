/**
 * Course media as administrators upload them (docs/product.md: Course authoring): images are
 * checked and converted like product images (lib/admin/products/images.ts); audio is accepted
 * only when its content is MP3, M4A, OGG or WAV (the `file-type` package reads the magic bytes;
 * the name and the browser's claim are ignored). Files are stored under content-hashed keys
 * below `courses/`, and a file is removed when the last row naming it goes (removeUnusedMedia).
 */
import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import type { PrismaClient } from '../../db';
import { HttpError } from '../../http/errors';
import { logger } from '../../logger';
import { slugify } from '../../slug';
import { hashedKey, mediaUrl, type Storage } from '../../storage';
import { storeImage } from '../products/images';
import { COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES, MAX_COURSE_IMAGE_BYTES } from './limits';

export type CourseMediaKind = 'image' | 'audio';

/** What file-type reports → the stored extension and content type (lib/storage.ts serves by extension). */
const AUDIO_TYPES: Record<string, { ext: string; contentType: string }> = {
  mp3: { ext: '.mp3', contentType: 'audio/mpeg' },
  m4a: { ext: '.m4a', contentType: 'audio/mp4' },
  ogg: { ext: '.ogg', contentType: 'audio/ogg' },
  oga: { ext: '.ogg', contentType: 'audio/ogg' },
  opus: { ext: '.ogg', contentType: 'audio/ogg' },
  wav: { ext: '.wav', contentType: 'audio/wav' },
};

/** The audio format of `bytes` by its content, or null. */
export async function audioTypeOf(bytes: Uint8Array): Promise<{ ext: string; contentType: string } | null> {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return (detected && AUDIO_TYPES[detected.ext]) ?? null;
}

/** Checks and stores an uploaded audio file; answers its /media URL. 413 too large, 415 not audio. */
export async function storeCourseAudio(storage: Storage, name: string, upload: Uint8Array): Promise<string> {
  if (upload.byteLength > MAX_AUDIO_BYTES) throw new HttpError(413, COURSE_MEDIA_MESSAGES.audioTooLarge);
  const type = await audioTypeOf(upload);
  if (!type) throw new HttpError(415, COURSE_MEDIA_MESSAGES.notAudio);
  const body = Buffer.from(upload);
  const key = hashedKey('courses/audio', slugify(name).slice(0, 60) || 'lyd', body, type.ext);
  if (!(await storage.exists(key))) await storage.put(key, body, type.contentType);
  return mediaUrl(key);
}

/** Checks, converts and stores an uploaded course image (as product images); answers its /media URL. */
export async function storeCourseImage(storage: Storage, name: string, upload: Uint8Array): Promise<string> {
  if (upload.byteLength > MAX_COURSE_IMAGE_BYTES) throw new HttpError(413, COURSE_MEDIA_MESSAGES.imageTooLarge);
  return storeImage(storage, 'courses/images', slugify(name).slice(0, 60) || 'bilde', upload);
}

export function storeCourseMedia(storage: Storage, kind: CourseMediaKind, name: string, upload: Uint8Array): Promise<string> {
  return kind === 'audio' ? storeCourseAudio(storage, name, upload) : storeCourseImage(storage, name, upload);
}

const COURSE_MEDIA = /^\/media\/(courses\/[A-Za-z0-9/_.-]+)$/;

/** The storage key of a course media URL this module stored (below /media/courses/), else null. */
export function courseMediaKey(url: string | null | undefined): string | null {
  return url ? (COURSE_MEDIA.exec(url)?.[1] ?? null) : null;
}

/**
 * Removes the stored files of `urls` (after the rows naming them were deleted or changed) unless
 * a course image, content item or question image still names the same URL. Only course media
 * keys are touched; a storage failure is logged, not thrown (the database change stands).
 */
export async function removeUnusedMedia(prisma: PrismaClient, storage: Storage, urls: Array<string | null | undefined>): Promise<void> {
  for (const url of new Set(urls)) {
    const key = courseMediaKey(url);
    if (!key || !url) continue;
    const [courses, contents, questions] = await Promise.all([
      prisma.course.count({ where: { imageUrl: url } }),
      prisma.moduleContent.count({ where: { content: url } }),
      prisma.quizQuestion.count({ where: { imageUrl: url } }),
    ]);
    if (courses + contents + questions > 0) continue;
    await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, 'Could not remove a course media file'));
  }
}
