/**
 * Downloads a file from a dealer-only route in the browser: fetched with the session cookie,
 * progress reported as bytes arrive, then saved under the name the server gives.
 */
export interface DownloadResult {
  fileName: string;
  bytes: number;
}

/** The file name of a Content-Disposition header (filename* first, then filename). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

export async function downloadFile(url: string, fallbackName: string, onProgress?: (bytes: number) => void): Promise<DownloadResult> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new Error(`${response.status}: ${response.statusText}`);
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as BlobPart);
    bytes += value.byteLength;
    onProgress?.(bytes);
  }
  const fileName = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { fileName, bytes };
}
