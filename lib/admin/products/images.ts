/**
 * Product image upload (issue: admin products): the file's type is decided by its content (sharp
 * reads the header, the name and the browser's claim are ignored), the whole image is decoded
 * (undecodable data is 415, nothing stored; issue 15), its size capped, and it is
 * stored as one 1600-pixel-bounded JPEG master with the EXIF orientation applied and metadata
 * stripped; next/image makes the AVIF/WebP variants of every size the catalogue asks for.
 * The size limit and texts are in limits.ts (client-safe).
 */
import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../http/errors';
import { slugify } from '../../slug';
import { hashedKey, mediaUrl, type Storage } from '../../storage';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './limits';

export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);

/** Checks, converts and stores an uploaded product image; answers its /media URL. */
export function storeProductImage(storage: Storage, articleNumber: string, upload: Uint8Array): Promise<string> {
  return storeImage(storage, 'products', slugify(articleNumber) || 'produkt', upload);
}

/**
 * The same check and conversion for any image of the site (product images, course images:
 * lib/admin/courses/media.ts), stored under `prefix`/`name`-hash.jpg; answers its /media URL.
 */
export async function storeImage(storage: Storage, prefix: string, name: string, upload: Uint8Array): Promise<string> {
  if (upload.byteLength > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  let meta: Metadata;
  try {
    meta = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new HttpError(415, IMAGE_MESSAGES.notImage);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new HttpError(415, IMAGE_MESSAGES.notImage);
  if ((meta.width ?? 0) < 200 || (meta.height ?? 0) < 200) throw new HttpError(400, IMAGE_MESSAGES.tooSmall);
  // The metadata step reads the header only: the conversion decodes every pixel, and an image
  // that does not decode (truncated or corrupt data; sharp's failOn 'warning' is the strictest
  // level) is refused like any other non-image, before anything is stored.
  let jpeg: Buffer;
  try {
    jpeg = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new HttpError(415, IMAGE_MESSAGES.notImage);
  }
  const key = hashedKey(prefix, name, jpeg, '.jpg');
  if (!(await storage.exists(key))) await storage.put(key, jpeg, 'image/jpeg');
  return mediaUrl(key);
}
