/**
 * YouTube video ids from product video URLs (docs/product.md §5: an embed is shown only when the
 * URL yields an 11-character id from a watch, short, embed or v/ form).
 *
 * The URL is parsed with `new URL` and its host checked against an exact allow-list, so hosts
 * such as `youtube.com.evil.example` or `evil.example/youtube.com/...` never match.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** youtube.com hosts: watch, shorts, embed and v/ forms. */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
/** Privacy-enhanced embed hosts: embed and v/ forms only. */
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
/** Short-link hosts: `youtu.be/ID`. */
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

/** A URL typed without a scheme ('youtu.be/ID', 'www.youtube.com/watch?v=ID'). */
const SCHEMELESS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)\//i;

const MAX_URL_LENGTH = 2000;

function parse(raw: string): URL | null {
  let text = raw.trim();
  if (!text || text.length > MAX_URL_LENGTH) return null;
  if (SCHEMELESS.test(text)) text = `https://${text}`;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

function asId(candidate: string | null | undefined): string | null {
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/**
 * The 11-character video id of a YouTube URL, or null when the URL is not one of the known
 * forms on a YouTube host:
 * - `https://www.youtube.com/watch?v=ID` (any other query parameters, `m.` or no `www`)
 * - `https://youtu.be/ID`, `https://www.youtube.com/shorts/ID`
 * - `https://www.youtube.com/embed/ID`, `https://www.youtube-nocookie.com/embed/ID`
 * - `https://www.youtube.com/v/ID`
 */
export function youtubeVideoId(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const parsed = parse(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);

  if (SHORT_HOSTS.has(host)) {
    return segments.length === 1 ? asId(segments[0]) : null;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') {
      const values = parsed.searchParams.getAll('v');
      return values.length === 1 ? asId(values[0]) : null;
    }
    if (segments.length === 2 && ['embed', 'v', 'shorts'].includes(segments[0])) return asId(segments[1]);
    return null;
  }
  if (NOCOOKIE_HOSTS.has(host)) {
    if (segments.length === 2 && ['embed', 'v'].includes(segments[0])) return asId(segments[1]);
    return null;
  }
  return null;
}

/** The privacy-enhanced embed address of a video id (from youtubeVideoId). */
export function youtubeEmbedUrl(id: string): string {
  if (!VIDEO_ID.test(id)) throw new TypeError(`Not a YouTube video id: ${JSON.stringify(id)}`);
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
