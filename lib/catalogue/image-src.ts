/**
 * Product images are either stored here (/media/…, resized by the Next.js image optimiser) or an
 * https address an administrator typed. The optimiser only fetches this site's files, so remote
 * addresses are shown as they are (`unoptimized`), straight from their host. Client-safe.
 */
export function isSiteImage(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}
