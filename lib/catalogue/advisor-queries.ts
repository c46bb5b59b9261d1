/**
 * The Produktveileder's reads (docs/product.md §2, 'Produktveileder'): the use terms with their task
 * order and the products that carry facts (uses, setting, tasks) with their sizes, cached under the
 * `products` tag (a product write and every change of the vocabulary expire it), so the guide's
 * pages render per request without reading the database each time. Server-only.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '../db';
import type { AdvisorCatalogue, AdvisorProduct } from './advisor';
import { PRODUCTS_TAG } from './queries';

const toNumber = (value: { toNumber(): number } | number | null): number | null =>
  value === null ? null : typeof value === 'number' ? value : value.toNumber();

/** The terms in list order and every product with a setting, uses and tasks, in the catalogue's order. */
export async function loadAdvisorCatalogue(client: PrismaClient): Promise<AdvisorCatalogue> {
  const [terms, rows] = await Promise.all([
    client.useTerm.findMany({ orderBy: [{ position: 'asc' }, { label: 'asc' }], select: { slug: true, label: true, taskOrder: true } }),
    client.product.findMany({
      where: { setting: { not: null }, NOT: [{ uses: { isEmpty: true } }, { tasks: { isEmpty: true } }] },
      select: {
        articleNumber: true,
        name: true,
        imageUrl: true,
        uses: true,
        setting: true,
        tasks: true,
        coverageMinM2PerL: true,
        coverageMaxM2PerL: true,
        recommendedCoats: true,
        variants: {
          select: { articleNumber: true, sizeLabel: true, recommendedPriceNok: true, netQuantity: true, netUnit: true },
          orderBy: { position: 'asc' },
        },
      },
      orderBy: [{ sortKey: 'asc' }, { articleNumber: 'asc' }],
    }),
  ]);
  const products: AdvisorProduct[] = rows.map((r) => ({
    ...r,
    imageUrl: r.imageUrl.trim() || null,
    coverageMinM2PerL: toNumber(r.coverageMinM2PerL),
    coverageMaxM2PerL: toNumber(r.coverageMaxM2PerL),
    variants: r.variants.map((v) => ({
      ...v,
      sizeLabel: v.sizeLabel?.trim() || null,
      recommendedPriceNok: toNumber(v.recommendedPriceNok),
      netQuantity: toNumber(v.netQuantity),
    })),
  }));
  return { terms: terms.map((t) => ({ ...t, taskOrder: t.taskOrder ?? [] })), products };
}

/** The guide's catalogue from the server cache (tag `products`, revalidated after 300 s at the latest). */
export const getAdvisorCatalogue = unstable_cache(() => loadAdvisorCatalogue(prisma), ['advisor-catalogue'], { tags: [PRODUCTS_TAG], revalidate: 300 });
