/**
 * Datakvalitet read from the database (docs/product.md: Datakvalitet): the products with the fields
 * the rules of lib/catalogue/quality.ts look at, their sizes and their current Norwegian safety data
 * sheet (lib/catalogue/documents.ts), and where each problem is fixed in the admin. Server-only.
 */
import 'server-only';
import type { PrismaClient } from '../../db';
import { currentDocumentRows } from '../../catalogue/documents';
import { catalogueQuality, type CatalogueQuality, type QualityPlaces, type QualityProduct } from '../../catalogue/quality';
import { productEditPath } from './service';

/**
 * Where a problem is fixed: the product's edit dialog (?fane=produkter&rediger={id}) for its fields
 * and sizes; the Datablader tab narrowed to the product (?fane=datablader&produkt={id}) for its
 * safety data sheets.
 */
export const QUALITY_PLACES: QualityPlaces = { edit: productEditPath, documents: (id) => `/admin?fane=datablader&produkt=${id}` };

/** The products (all, or the given ones) as the quality rules take them, in the catalogue's order. */
export async function loadQualityProducts(prisma: PrismaClient, productIds?: number[]): Promise<QualityProduct[]> {
  const [rows, sheets] = await Promise.all([
    prisma.product.findMany({
      where: productIds ? { id: { in: productIds } } : {},
      orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
      select: {
        id: true,
        articleNumber: true,
        name: true,
        imageUrl: true,
        description: true,
        uses: true,
        pictograms: true,
        hazardStatements: true,
        ufi: true,
        variants: {
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
          select: { articleNumber: true, sizeLabel: true, recommendedPriceNok: true, gtin: true, netQuantity: true, netUnit: true },
        },
      },
    }),
    currentDocumentRows(prisma, { kind: 'SDS', ...(productIds && { productIds }) }),
  ]);
  const norwegian = new Map(sheets.filter((s) => s.language === 'no').map((s) => [s.productId, s.revisionDate]));
  return rows.map(({ variants, ...p }) => ({
    ...p,
    sizes: variants.map((v) => ({
      ...v,
      recommendedPriceNok: v.recommendedPriceNok?.toNumber() ?? null,
      netQuantity: v.netQuantity?.toNumber() ?? null,
    })),
    sdsRevisionDate: norwegian.get(p.id) ?? null,
  }));
}

/** The whole catalogue's quality (Oversikt), or that of the given products (a page of the product list). */
export async function loadCatalogueQuality(prisma: PrismaClient, productIds?: number[], now: Date = new Date()): Promise<CatalogueQuality> {
  return catalogueQuality(await loadQualityProducts(prisma, productIds), QUALITY_PLACES, now);
}
