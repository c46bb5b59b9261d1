/**
 * The answers of the store's first-party links (lib/dealers/store-links.ts; docs/product.md: Dealer
 * finder › What the site does for each store): `/forhandlere/{slug}/vei` redirects to the maps
 * search, `/nettside` to the store's website, `/ring` to its phone number (`tel:`), each counting
 * the click for the store after the answer (lib/dealers/stats.ts). They work without JavaScript and
 * without any third party; the answer is never cached (every click reaches the server) and carries
 * `X-Robots-Tag: noindex, nofollow` (robots.txt keeps crawlers off too, and crawlers are never counted).
 *
 * An earlier slug of a renamed store answers 308 to the same link under its slug now. A store
 * without a website (or phone) answers 404. When the database fails, the visitor still gets
 * somewhere: the link's target comes from a cache (tag `dealers`), and when even that fails, the
 * answer is a redirect to the store's page; the lost count is logged.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma, type PrismaClient } from '../db';
import { logger } from '../logger';
import { directionsUrl } from './geo';
import { DEALERS_TAG } from './search';
import { noteStoreClick } from './stats';
import { storeHref, isStoreSlug } from './store-page';
import { storeLinks } from './store-links';
import { resolveStoreSlug } from './store-slugs';
import { websiteTarget } from './website';

export type StoreLinkKind = 'directions' | 'website' | 'phone';

/** What a store's links need: its id (for the count) and where each link leads (null: nowhere). */
export type StoreLinkTarget =
  { kind: 'store'; id: string; directions: string; website: string | null; phone: string | null } | { kind: 'redirect'; slug: string } | null;

/** 'tel:+4772401234' from '+47 72 40 12 34' (digits and a leading +), null when no digit is left. */
export function phoneTarget(phone: string | null): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The store at `slug` and its links' targets, an earlier slug's redirect, or null. */
export async function loadStoreLinkTarget(client: PrismaClient, slug: string): Promise<StoreLinkTarget> {
  const resolved = await resolveStoreSlug(client, slug);
  if (!resolved || resolved.kind === 'redirect') return resolved;
  const store = await client.dealerLocation.findUnique({
    where: { id: resolved.id },
    select: { id: true, name: true, address: true, formattedAddress: true, website: true, phoneNumber: true },
  });
  if (!store) return null;
  return {
    kind: 'store',
    id: store.id,
    directions: directionsUrl(store.name, store.formattedAddress || store.address),
    website: websiteTarget(store.website),
    phone: phoneTarget(store.phoneNumber),
  };
}

/** The same, cached under the `dealers` tag (expired by every change of a location): a click costs no query, and an outage keeps the links working. */
const cachedStoreLinkTarget = unstable_cache((slug: string) => loadStoreLinkTarget(prisma, slug), ['store-link-target'], {
  tags: [DEALERS_TAG],
  revalidate: 3600,
});

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

function redirect(location: string, status = 302): Response {
  return new Response(null, { status, headers: { ...NO_STORE, Location: location } });
}

/** The link's 404: a short Norwegian page with the way back. */
export const STORE_LINK_TEXTS = {
  title: 'Fant ikke lenken',
  noWebsite: 'Butikken har ikke oppgitt noen nettside.',
  noPhone: 'Butikken har ikke oppgitt noe telefonnummer.',
  unknown: 'Vi fant ingen butikk med denne adressen.',
  back: 'Til forhandlersøket',
  store: 'Til butikkens side',
} as const;

function notFound(text: string, slug: string | null): Response {
  const back = slug ? `<a href="${storeHref(slug)}">${STORE_LINK_TEXTS.store}</a>` : `<a href="/forhandlere">${STORE_LINK_TEXTS.back}</a>`;
  const html = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${STORE_LINK_TEXTS.title}</title></head><body><main><h1>${STORE_LINK_TEXTS.title}</h1><p>${text}</p><p>${back}</p></main></body></html>`;
  return new Response(html, { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * The answer of `/forhandlere/{slug}/{vei|nettside|ring}`: 302 to the target (and the click counted
 * after the answer), 308 from an earlier slug, 404 for an unknown store or a missing website or
 * phone, 302 to the store's page when the store cannot be read.
 */
export async function answerStoreLink(kind: StoreLinkKind, slug: string): Promise<Response> {
  if (!isStoreSlug(slug)) return notFound(STORE_LINK_TEXTS.unknown, null);
  let target: StoreLinkTarget;
  try {
    target = await cachedStoreLinkTarget(slug);
  } catch (err) {
    logger.warn({ err, slug, kind }, 'Butikklenken kunne ikke slå opp butikken: sendt til butikksiden, klikket ble ikke telt');
    return redirect(storeHref(slug));
  }
  if (!target) return notFound(STORE_LINK_TEXTS.unknown, null);
  if (target.kind === 'redirect') return redirect(storeLinks(target.slug)[kind], 308);
  const location = target[kind];
  if (!location) return notFound(kind === 'website' ? STORE_LINK_TEXTS.noWebsite : STORE_LINK_TEXTS.noPhone, slug);
  noteStoreClick(kind, target.id);
  return redirect(location);
}
