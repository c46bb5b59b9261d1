/**
 * File storage for uploaded and generated media (product images, course media, documents).
 *
 * One small interface with a local-folder driver (STORAGE_DIR, git-ignored, the default).
 * Several app instances need a shared store: a driver for an S3-compatible object store can
 * implement the same interface without touching its callers. Files are served by the app at
 * `/media/<key>` (app/media/[...key]/route.ts).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { env } from './env';
import { isValidKey } from './media-key';

export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
  updatedAt: Date;
}

export interface Storage {
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** Norwegian texts of the /media route's refusals. */
export const MEDIA_MESSAGES = {
  invalidKey: 'Ugyldig filnavn',
  notFound: 'Filen finnes ikke',
} as const;

/** Keys are relative paths of safe segments: the one rule of lib/media-key.ts (media URLs use it too). */
export { isValidKey };

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Keys under this prefix are never served by /media (dealer documents): only by routes that check access. */
export const PRIVATE_PREFIX = 'private/';

/**
 * Product documents (safety and technical data sheets) live under this prefix: never served by
 * /media either, only by their own addresses (/produkt/{nr}/sikkerhetsdatablad, the portal's
 * download), which pick the current revision and record dealers' downloads.
 */
export const DOCUMENTS_PREFIX = 'documents/';

/** Whether /media may serve the key. */
export function isPublicKey(key: string): boolean {
  return isValidKey(key) && !key.startsWith(PRIVATE_PREFIX) && !key.startsWith(DOCUMENTS_PREFIX);
}

/** Public URL of a stored file. */
export function mediaUrl(key: string): string {
  assertKey(key);
  return `/media/${key}`;
}

/** Key with a short content hash, so its URL can be cached for ever. */
export function hashedKey(prefix: string, name: string, body: Buffer, ext: string): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return `${prefix}/${name}-${hash}${ext}`;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const file = this.file(key);
    try {
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      return { body, contentType: contentTypeFor(key), size: info.size, updatedAt: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidKey(key)) return false;
    try {
      await stat(this.file(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

let instance: Storage | undefined;

export function storage(): Storage {
  if (!instance) {
    const config = env();
    if (config.STORAGE_DRIVER === 's3') {
      // Loaded only for this driver, and lazily: storage-s3 imports this module's helpers.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { S3Storage, s3OptionsFromEnv } = require('./storage-s3') as typeof import('./storage-s3');
      instance = new S3Storage(s3OptionsFromEnv(config));
    } else {
      instance = new LocalStorage(path.resolve(/* turbopackIgnore: true */ config.STORAGE_DIR));
    }
  }
  return instance;
}
