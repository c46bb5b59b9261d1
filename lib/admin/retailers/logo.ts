/**
 * A retailer's logo upload (issue 18 item 6): decided by its content like the product images
 * (lib/admin/products/images.ts): sharp reads the header (the name and the browser's claim are
 * ignored), SVG and anything else that is not a raster image is refused (415, nothing stored),
 * the whole image is decoded, and it is stored as a PNG (transparency kept) of at most 600 × 240
 * pixels with the metadata stripped.
 */
import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../http/errors';
import { slugify } from '../../slug';
import { hashedKey, mediaUrl, type Storage } from '../../storage';
import { MAX_IMAGE_PIXELS } from '../products/images';
import { LOGO_MESSAGES, MAX_LOGO_BYTES } from './schema';

/** Raster formats only: SVG (scripts, external references) is never accepted. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);

/** Checks, converts and stores an uploaded logo; answers its /media URL. */
export async function storeRetailerLogo(storage: Storage, retailerName: string, upload: Uint8Array): Promise<string> {
  if (upload.byteLength > MAX_LOGO_BYTES) throw new HttpError(413, LOGO_MESSAGES.tooLarge);
  let meta: Metadata;
  try {
    meta = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new HttpError(415, LOGO_MESSAGES.notImage);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new HttpError(415, LOGO_MESSAGES.notImage);
  if ((meta.width ?? 0) < 16 || (meta.height ?? 0) < 16) throw new HttpError(400, LOGO_MESSAGES.tooSmall);
  let png: Buffer;
  try {
    png = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
      .rotate()
      .resize(600, 240, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new HttpError(415, LOGO_MESSAGES.notImage);
  }
  const key = hashedKey('retailers', slugify(retailerName) || 'nettbutikk', png, '.png');
  if (!(await storage.exists(key))) await storage.put(key, png, 'image/png');
  return mediaUrl(key);
}
