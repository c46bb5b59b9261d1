/**
 * Dates for the sitemap's `lastmod` (docs/product.md: routes, sitemap). Every entry carries one:
 * - `/`, products: the product's last change (lib/catalogue/queries.ts);
 * - `/forhandlere`: the newest dealer-location change, deletions and imports included (from the
 *   audit log, since a deleted row leaves no `updatedAt`);
 * - `/om-oss`, `/kontakt`, `/personvern`, `/tilgjengelighet`: the date their hard-coded text last changed
 *   (CONTENT_DATES: update it with the text); `/kontakt` also shows three products, so the
 *   newest product change counts there too.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '@/lib/db';
import { DEALERS_TAG } from '@/lib/dealers/search';
import { ASSESSED_AT } from '@/lib/accessibility/statement';

/** When each page's own text last changed (ISO dates). */
export const CONTENT_DATES = {
  /** The dealer finder's own text, used while there are no locations and no audited change. */
  '/forhandlere': '2026-11-22',
  '/om-oss': '2026-11-22',
  '/kontakt': '2026-11-22',
  '/personvern': '2026-11-28',
  /** The accessibility statement: its last assessment (lib/accessibility/statement.ts). */
  '/tilgjengelighet': ASSESSED_AT,
} as const;

/** The newest dealer-location change: a row's `updatedAt` or an audited create/update/delete/import. */
export async function loadDealersLastChanged(client: PrismaClient): Promise<string | null> {
  const [rows, audited] = await Promise.all([
    client.dealerLocation.aggregate({ _max: { updatedAt: true } }),
    client.auditEvent.aggregate({ _max: { at: true }, where: { entity: 'location', action: { in: ['create', 'update', 'delete', 'import'] } } }),
  ]);
  const dates = [rows._max.updatedAt, audited._max.at].filter((d): d is Date => d instanceof Date);
  if (dates.length === 0) return null;
  return new Date(Math.max(...dates.map((d) => d.getTime()))).toISOString();
}

/** The same, from the server cache (tag 'dealers': a location change revalidates it). */
export const dealersLastChanged = unstable_cache(() => loadDealersLastChanged(prisma), ['dealers-last-changed'], {
  tags: [DEALERS_TAG],
  revalidate: 3600,
});

/** The later of two ISO dates or timestamps. */
export function later(a: string, b: string): string {
  return new Date(a).getTime() >= new Date(b).getTime() ? a : b;
}
