/**
 * The one rule for stored files' keys and the /media URLs that name them (docs/operations.md,
 * 'Input rules'): a key is a relative path of safe segments — letters, digits, `_`, `-` and `.`,
 * no segment that is or starts with a dot (`.`, `..`, hidden files), no leading `/`, no
 * backslash, no percent-escape (so `%2e%2e` cannot become `..` after decoding), at most 300
 * characters. lib/storage.ts checks every key with it; every media URL a form or the API accepts
 * (courses, products) is `/media/` + such a key. Pure: no Node APIs.
 */

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** The longest key. */
export const MAX_KEY_LENGTH = 300;

/** Whether any `/`-separated segment, percent-decoded, is `.`/`..` or starts with a dot (undecodable counts). */
export function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return decoded.startsWith('.') || segment.startsWith('.');
  });
}

/** Keys are relative paths of safe segments (see above). */
export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !hasDotSegment(key);
}

/** The URL prefix stored files are served under (app/media/[...key]/route.ts). */
export const MEDIA_PREFIX = '/media/';

/** Whether a URL is `/media/<key>` with a valid key: the only form of an uploaded file's URL. */
export function isMediaUrl(url: string): boolean {
  return url.startsWith(MEDIA_PREFIX) && isValidKey(url.slice(MEDIA_PREFIX.length));
}
