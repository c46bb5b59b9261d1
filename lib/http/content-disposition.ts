/**
 * `Content-Disposition: attachment` with a file name every browser reads: an ASCII fallback in
 * filename= and the exact UTF-8 name in filename*= (RFC 6266 / RFC 5987).
 */
export function attachment(fileName: string): string {
  const safe =
    fileName
      .toWellFormed()
      .replace(/[\u0000-\u001f\u007f"\\/]/g, '_')
      .trim() || 'fil';
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/**
 * The headers every file download carries (dealer documents, product images, the zip, the
 * certificate): an attachment, never sniffed, never cached, and `Content-Security-Policy:
 * sandbox`, so a file a browser does open in a tab (an SVG uploaded before issue 15) runs no
 * script and has no origin.
 */
export function downloadHeaders(fileName: string, contentType: string, size?: number): Record<string, string> {
  return {
    'Content-Type': contentType,
    ...(size === undefined ? {} : { 'Content-Length': String(size) }),
    'Content-Disposition': attachment(fileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
  };
}

/** `Content-Disposition: inline` with the same file-name rule as `attachment` (a PDF the browser shows itself). */
export function inline(fileName: string): string {
  return attachment(fileName).replace(/^attachment/, 'inline');
}
