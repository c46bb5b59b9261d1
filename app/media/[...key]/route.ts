import { NextResponse, type NextRequest } from 'next/server';
import { isPublicKey, isValidKey, storage } from '@/lib/storage';

/** Serves stored public files (product images, course media). Keys carry a content hash: cache for ever. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  if (!isValidKey(key)) return NextResponse.json({ error: 'Ugyldig filnavn' }, { status: 400 });
  // Private files (dealer documents) exist only for their own access-checked routes.
  if (!isPublicKey(key)) return NextResponse.json({ error: 'Filen finnes ikke' }, { status: 404 });
  const file = await storage().get(key);
  if (!file) return NextResponse.json({ error: 'Filen finnes ikke' }, { status: 404 });

  const etag = `"${file.size.toString(16)}-${file.updatedAt.getTime().toString(16)}"`;
  const headers = {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(new Uint8Array(file.body), { status: 200, headers });
}
