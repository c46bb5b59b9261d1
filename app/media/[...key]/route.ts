import { NextResponse, type NextRequest } from 'next/server';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { publicFile } from '@/lib/media-cache';
import { isPublicKey, isValidKey, MEDIA_MESSAGES } from '@/lib/storage';

/**
 * Serves stored public files (product images, course media). Keys carry a content hash: cache for
 * ever; each process keeps the files it served in memory too (lib/media-cache.ts), so they keep
 * answering while the object store does not.
 */
export function GET(request: NextRequest, { params }: { params: Promise<{ key: string[] }> }) {
  return route(request, async () => {
    const key = (await params).key.join('/');
    if (!isValidKey(key)) throw new HttpError(400, MEDIA_MESSAGES.invalidKey);
    // Private files (dealer documents) exist only for their own access-checked routes.
    if (!isPublicKey(key)) throw new HttpError(404, MEDIA_MESSAGES.notFound);
    const file = await publicFile(key);
    if (!file) throw new HttpError(404, MEDIA_MESSAGES.notFound);

    const etag = `"${file.size.toString(16)}-${file.updatedAt.getTime().toString(16)}"`;
    const headers = {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
    };
    if (request.headers.get('if-none-match') === etag) return new NextResponse(null, { status: 304, headers });
    return new NextResponse(new Uint8Array(file.body), { status: 200, headers });
  });
}
