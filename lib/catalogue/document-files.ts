/**
 * The stable public addresses of a product's current documents (docs/product.md: Produktfakta,
 * Dokumenter): `/produkt/{nr}/sikkerhetsdatablad` (Norwegian; `?sprak=sv|en`) and
 * `/produkt/{nr}/produktdatablad`. The article number may be the product's or any of its sizes'.
 * Answers the PDF inline (cached briefly, with an ETag per revision: the stored file of a revision
 * never changes), or a Norwegian 404 page when the product has none. Server-only.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { inline } from '../http/content-disposition';
import { escapeHtml } from '../mail/layout';
import type { Storage } from '../storage';
import { isArticleNumber } from './article-number';
import { currentDocumentRows, type DocumentKind } from './documents';

/** Browsers and shared caches keep a document 5 minutes, then ask again with If-None-Match. */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

const LANGUAGES = ['no', 'sv', 'en'] as const;

export const DOCUMENT_NOT_FOUND = {
  SDS: { title: 'Sikkerhetsdatablad ikke funnet', text: 'Vi har ikke noe sikkerhetsdatablad for dette produktet på dette språket.' },
  DATA_SHEET: { title: 'Produktdatablad ikke funnet', text: 'Vi har ikke noe produktdatablad for dette produktet.' },
} as const;

/** The product an article number names (its own or one of its sizes'), else null. */
async function productOf(prisma: PrismaClient, articleNumber: string) {
  if (!isArticleNumber(articleNumber)) return null;
  return (
    (await prisma.product.findUnique({ where: { articleNumber }, select: { id: true, articleNumber: true } })) ??
    (await prisma.productVariant.findUnique({ where: { articleNumber }, select: { product: { select: { id: true, articleNumber: true } } } }))?.product ??
    null
  );
}

/** The Norwegian 404 page (HTML, readable without JavaScript), with a way back to the product when there is one. */
export function documentNotFoundPage(kind: DocumentKind, productArticleNumber: string | null): Response {
  const { title, text } = DOCUMENT_NOT_FOUND[kind];
  const back = productArticleNumber ? `<a href="/produkt/${encodeURIComponent(productArticleNumber)}">Tilbake til produktet</a> · ` : '';
  const html =
    `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;line-height:1.5;text-align:center;padding:15vh 1rem;color:#2b2118;background:#faf7f2">` +
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p>${back}<a href="/">Til forsiden</a></p></main></body></html>`;
  return new Response(html, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** GET of a document address: the current revision's PDF, 304 for a matching If-None-Match, or the 404 page. */
export async function serveCurrentDocument(
  prisma: PrismaClient,
  storage: Storage,
  request: Request,
  articleNumber: string,
  kind: DocumentKind,
): Promise<Response> {
  const product = await productOf(prisma, articleNumber);
  if (!product) return documentNotFoundPage(kind, null);
  const asked = kind === 'SDS' ? (new URL(request.url).searchParams.get('sprak') ?? 'no') : 'no';
  const language = LANGUAGES.find((l) => l === asked);
  if (!language) return documentNotFoundPage(kind, product.articleNumber);
  const row = (await currentDocumentRows(prisma, { productIds: [product.id], kind })).find((r) => r.language === language);
  if (!row) return documentNotFoundPage(kind, product.articleNumber);
  const etag = `"pd-${row.id}-${row.sizeBytes}"`;
  const headers = {
    'Cache-Control': DOCUMENT_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)) return new Response(null, { status: 304, headers });
  const file = await storage.get(row.storageKey);
  if (!file) return documentNotFoundPage(kind, product.articleNumber);
  return new Response(new Uint8Array(file.body), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.size),
      'Content-Disposition': inline(row.fileName),
      'Last-Modified': row.publishedAt.toUTCString(),
    },
  });
}
