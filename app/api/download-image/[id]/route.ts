import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { HttpError } from '@/lib/http/errors';
import { pathId, route } from '@/lib/http/route';
import { imageFileName, readImage } from '@/lib/portal/images';
import { PORTAL_MESSAGES } from '@/lib/portal/messages';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/**
 * GET /api/download-image/{id}: a product's original image for dealers (and administrators),
 * as `<articleNumber>.<ext>`; a size's own image is at /api/download-image/variant/{id}.
 * 401 not signed in · 404 unknown id, not a number, or no stored image.
 */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(
    request,
    async () => {
      const id = pathId((await params).id, PORTAL_MESSAGES.imageNotFound);
      const product = await prisma.product.findUnique({ where: { id }, select: { articleNumber: true, imageUrl: true } });
      const image = product ? await readImage(storage(), product.imageUrl) : null;
      if (!product || !image) throw new HttpError(404, PORTAL_MESSAGES.imageNotFound);
      return new NextResponse(new Uint8Array(image.body), {
        headers: downloadHeaders(imageFileName(product.articleNumber, product.imageUrl), image.contentType, image.size),
      });
    },
    { who: 'dealer' },
  );
}
