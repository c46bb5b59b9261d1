/**
 * `Content-Disposition: attachment` with a file name every browser reads: an ASCII fallback in
 * filename= and the exact UTF-8 name in filename*= (RFC 6266 / RFC 5987).
 */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim() || 'fil';
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
