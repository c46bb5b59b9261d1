import { prisma } from '@/lib/db';
import { storeProductImage } from '@/lib/admin/products/images';
import { MAX_IMAGE_BYTES, IMAGE_MESSAGES } from '@/lib/admin/products/limits';
import { updateProduct } from '@/lib/admin/products/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { changeSummary } from '@/lib/audit/summary';
import { HttpError } from '@/lib/http/errors';
import { route, pathId } from '@/lib/http/route';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/**
 * POST /api/products/{id}/image (multipart/form-data, field `image`): replaces the product's
 * image with the upload, checked by content and converted (lib/admin/products/images.ts).
 * 200 { imageUrl } · 400 no file or too small · 413 over 10 MB · 415 not an image or not multipart.
 */
export function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'product', action: 'upload' }, async (audit) => {
      const id = (audit.entityId = pathId((await params).id, ADMIN_MESSAGES.notFound));
      if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new HttpError(415, 'Bildet må sendes som multipart/form-data');
      }
      if (Number(request.headers.get('content-length')) > MAX_IMAGE_BYTES + 64 * 1024) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
      const product = await prisma.product.findUnique({ where: { id }, select: { articleNumber: true } });
      if (!product) throw new HttpError(404, ADMIN_MESSAGES.notFound);
      const file = (await request.formData().catch(() => null))?.get('image');
      if (!(file instanceof Blob) || file.size === 0) throw new HttpError(400, IMAGE_MESSAGES.missing);
      if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
      const imageUrl = await storeProductImage(storage(), product.articleNumber, new Uint8Array(await file.arrayBuffer()));
      await updateProduct(prisma, id, { imageUrl });
      audit.summary = changeSummary({ imageUrl });
      return { imageUrl };
    }),
  );
}
