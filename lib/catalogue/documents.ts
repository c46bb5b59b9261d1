/**
 * A product's documents as the public sees them (docs/product.md: Produktfakta, Dokumenter): the
 * current revision per kind and language — the latest by revision date, then by id — and each one's
 * stable public address. Every revision is kept (ProductDocument); only the current ones are shown.
 * Server-only.
 */
import 'server-only';
import type { PrismaClient, Prisma } from '../generated/prisma/client';
import type { ProductDocumentSummary } from './responses';

export type DocumentKind = 'SDS' | 'DATA_SHEET';

/**
 * The stable address of a product's current document: `/produkt/{nr}/sikkerhetsdatablad` (Norwegian),
 * `…/sikkerhetsdatablad?sprak=sv|en`, `/produkt/{nr}/produktdatablad`.
 */
export function documentPath(articleNumber: string, kind: DocumentKind, language = 'no'): string {
  const base = `/produkt/${encodeURIComponent(articleNumber)}/${kind === 'SDS' ? 'sikkerhetsdatablad' : 'produktdatablad'}`;
  return language === 'no' ? base : `${base}?sprak=${language}`;
}

type Client = PrismaClient | Prisma.TransactionClient;

/** The current revision per product, kind and language, of the given products (all when none is given). */
export async function currentDocumentRows(client: Client, where: { productIds?: number[]; kind?: DocumentKind } = {}) {
  const rows = await client.productDocument.findMany({
    where: { ...(where.productIds && { productId: { in: where.productIds } }), ...(where.kind && { kind: where.kind }) },
    orderBy: [{ productId: 'asc' }, { kind: 'asc' }, { language: 'asc' }, { revisionDate: 'desc' }, { id: 'desc' }],
  });
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.productId}:${r.kind}:${r.language}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The order documents' languages are listed in: Norwegian first. */
export const LANGUAGE_ORDER = ['no', 'sv', 'en'];

/** The current documents of one product as its page and the public API show them: SDS first (Norwegian first), then the data sheet. */
export async function loadCurrentDocuments(client: Client, productId: number, articleNumber: string): Promise<ProductDocumentSummary[]> {
  const rows = await currentDocumentRows(client, { productIds: [productId] });
  return rows
    .sort((a, b) => (a.kind === b.kind ? LANGUAGE_ORDER.indexOf(a.language) - LANGUAGE_ORDER.indexOf(b.language) : a.kind === 'SDS' ? -1 : 1))
    .map((r) => ({
      kind: r.kind,
      language: r.language as ProductDocumentSummary['language'],
      revision: r.revision,
      revisionDate: r.revisionDate.toISOString().slice(0, 10),
      url: documentPath(articleNumber, r.kind, r.language),
    }));
}
