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
 * GET /api/download-image/variant/{id}: the picture a size (variant) shows — its own, else its
 * product's — for dealers (and administrators), as `<articleNumber>_<size>.<ext>` (docs/product.md:
 * Dealer portal). 401 not signed in · 404 unknown id, not a number, or no stored image.
 */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(
    request,
    async () => {
      const id = pathId((await params).id, PORTAL_MESSAGES.imageNotFound);
      const variant = await prisma.productVariant.findUnique({
        where: { id },
        select: { articleNumber: true, sizeLabel: true, imageUrl: true, product: { select: { imageUrl: true } } },
      });
      const imageUrl = variant ? (variant.imageUrl ?? variant.product.imageUrl) : null;
      const image = imageUrl ? await readImage(storage(), imageUrl) : null;
      if (!variant || !imageUrl || !image) throw new HttpError(404, PORTAL_MESSAGES.imageNotFound);
      return new NextResponse(new Uint8Array(image.body), {
        headers: downloadHeaders(imageFileName(variant.articleNumber, imageUrl, variant.sizeLabel), image.contentType, image.size),
      });
    },
    { who: 'dealer' },
  );
}
