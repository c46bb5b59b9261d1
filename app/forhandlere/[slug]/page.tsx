import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import SiteNotFound from '@/app/not-found';
import { NotFoundStatus } from '@/app/produkt/[articleNumber]/not-found-status';
import { StorePage } from '@/components/dealers/StorePage';
import { getStorePage, listStoreSlugs } from '@/lib/dealers/store-details';
import { storeDescription, storeTitle } from '@/lib/dealers/store-seo';
import { storeHref } from '@/lib/dealers/store-page';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';

type Props = { params: Promise<{ slug: string }> };

/**
 * A store's page, `/forhandlere/{slug}` (docs/product.md: Store pages): prerendered at build for
 * the first STORE_PAGES_AT_BUILD stores (the others render on their first visit), served from the
 * full-route cache and re-rendered when a dealer changes (tag 'dealers') and at most hourly. Its
 * 'today' can be late: stale-while-revalidate serves the old page to the first visit after the hour
 * (after midnight: yesterday's), so the hours print the date they were rendered for ('I dag,
 * mandag 17. mai: …') and the OpenNow island computes 'open now' at the visitor's time. An earlier slug of a renamed store answers a
 * permanent redirect (308) to its page; an unknown one the site's 404.
 */
export const revalidate = 3600;

/** Stores prerendered at build (by name); a larger list renders the rest on demand. */
const STORE_PAGES_AT_BUILD = 1000;

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return (await listStoreSlugs()).slice(0, STORE_PAGES_AT_BUILD).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const answer = await getStorePage((await params).slug);
  if (answer?.kind !== 'store') return { title: '404 Page Not Found', robots: { index: false } };
  const { store } = answer;
  return pageMetadata({ title: storeTitle(store), description: storeDescription(store), path: storeHref(store.slug) });
}

export default async function StoreRoute({ params }: Props) {
  const answer = await getStorePage((await params).slug);
  if (answer?.kind === 'redirect') permanentRedirect(storeHref(answer.slug));
  if (!answer) {
    return (
      <>
        <SiteNotFound />
        <NotFoundStatus />
      </>
    );
  }
  const config = env();
  return (
    <StorePage
      store={answer.store}
      siteUrl={siteConfig().siteUrl}
      now={new Date()}
      maps={config.GOOGLE_MAPS_BROWSER_KEY ? { apiKey: config.GOOGLE_MAPS_BROWSER_KEY, mapId: config.GOOGLE_MAPS_MAP_ID } : null}
    />
  );
}
