/**
 * The public files each process served last (product images, course media), kept in memory so that
 * `/media/<key>` — and the image optimiser, which reads its source from there — keeps answering
 * while the object store does not (docs/operations.md, 'Failures'), and so that a much-viewed
 * image is not fetched from the store on every request. Public keys carry a content hash
 * (lib/storage.ts hashedKey): a key's bytes never change, so an entry never goes stale. Bounded:
 * files up to MAX_FILE_BYTES, MAX_TOTAL_BYTES in all, the least recently served dropped first.
 */
import 'server-only';
import { storage, type StoredObject } from './storage';

const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

interface MediaCache {
  entries: Map<string, StoredObject>;
  bytes: number;
}

const globalCache = globalThis as unknown as { __pleieMediaCache?: MediaCache };

function cache(): MediaCache {
  globalCache.__pleieMediaCache ??= { entries: new Map(), bytes: 0 };
  return globalCache.__pleieMediaCache;
}

function remember(key: string, file: StoredObject): void {
  if (file.size > MAX_FILE_BYTES) return;
  const c = cache();
  const old = c.entries.get(key);
  if (old) {
    c.entries.delete(key);
    c.bytes -= old.size;
  }
  c.entries.set(key, file);
  c.bytes += file.size;
  for (const [oldest, entry] of c.entries) {
    if (c.bytes <= MAX_TOTAL_BYTES) break;
    c.entries.delete(oldest);
    c.bytes -= entry.size;
  }
}

/** A public file: from this process's memory when it served it before, else from the store (then kept). */
export async function publicFile(key: string): Promise<StoredObject | null> {
  const c = cache();
  const near = c.entries.get(key);
  if (near) {
    // Most recently used last.
    c.entries.delete(key);
    c.entries.set(key, near);
    return near;
  }
  const file = await storage().get(key);
  if (file) remember(key, file);
  return file;
}

/** Forgets every kept file (tests). */
export function clearMediaCache(): void {
  globalCache.__pleieMediaCache = { entries: new Map(), bytes: 0 };
}
