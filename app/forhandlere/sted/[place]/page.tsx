import type { Metadata } from 'next';
import SiteNotFound from '@/app/not-found';
import { NotFoundStatus } from '@/app/produkt/[articleNumber]/not-found-status';
import { PlacePage } from '@/components/dealers/PlacePage';
import { placePageHref } from '@/lib/dealers/finder';
import { findDealerPlace, listDealerPlaces, placeDescription, placeHeading } from '@/lib/dealers/place-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';

type Props = { params: Promise<{ place: string }> };

/**
 * `/forhandlere/sted/{place}`: the stores of a place (docs/product.md: Place pages). Every place
 * with a store is prerendered at build time and cached (tag 'dealers'); a place that gets its first
 * store later is rendered on its first visit. An unknown place renders the site's 404 with the 404
 * status (never notFound() in the page's shell: docs/architecture.md §12, 'A page').
 */
export const revalidate = 3600;

export async function generateStaticParams(): Promise<Array<{ place: string }>> {
  return (await listDealerPlaces()).map(({ slug }) => ({ place: slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const place = await findDealerPlace((await params).place);
  if (!place) return { title: '404 Page Not Found', robots: { index: false } };
  return pageMetadata({
    title: placeHeading(place),
    description: placeDescription(place, siteConfig().brandName),
    path: placePageHref(place.slug),
  });
}

export default async function DealerPlacePage({ params }: Props) {
  const place = await findDealerPlace((await params).place);
  if (!place) {
    return (
      <>
        <SiteNotFound />
        <NotFoundStatus />
      </>
    );
  }
  return <PlacePage place={place} />;
}
