import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { withAuth } from '@/lib/auth/errors';
import { requireDealer } from '@/lib/auth/session';
import { attachment } from '@/lib/http/content-disposition';
import { imageFileName, readImage } from '@/lib/portal/images';
import { parseId } from '@/lib/ids';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

const NOT_FOUND = { error: 'Bildet finnes ikke' };

/**
 * GET /api/download-image/{id}: a product's original image for dealers (and administrators),
 * as `<articleNumber>.<ext>`. 401 not signed in · 404 unknown id, not a number, or no stored image.
 */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return withAuth(async () => {
    await requireDealer(request);
    const id = parseId((await params).id);
    if (!id) return NextResponse.json(NOT_FOUND, { status: 404 });
    const product = await prisma.product.findUnique({ where: { id }, select: { articleNumber: true, imageUrl: true } });
    const image = product ? await readImage(storage(), product.imageUrl) : null;
    if (!product || !image) return NextResponse.json(NOT_FOUND, { status: 404 });
    return new NextResponse(new Uint8Array(image.body), {
      headers: {
        'Content-Type': image.contentType,
        'Content-Length': String(image.size),
        'Content-Disposition': attachment(imageFileName(product.articleNumber, product.imageUrl)),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
