import { replaceProductImageOperation } from '@/lib/admin/products/operations';
import { operationRoute } from '@/lib/admin/shared/operation';

export const dynamic = 'force-dynamic';

/**
 * POST /api/products/{id}/image (multipart/form-data, field `image`): replaces the product's
 * image with the upload, checked by content and converted (lib/admin/products/images.ts).
 * 200 { imageUrl } · 400 no file or too small · 413 over 10 MB · 415 not an image or not multipart.
 */
export const POST = operationRoute(replaceProductImageOperation);
