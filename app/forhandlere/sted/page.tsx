import type { Metadata } from 'next';
import { PlaceIndex } from '@/components/dealers/PlacePage';
import { PLACE_PAGES_PATH } from '@/lib/dealers/finder';
import { listDealerPlaces } from '@/lib/dealers/place-pages';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * `/forhandlere/sted`: every place with a store (docs/product.md: Place pages). Prerendered and
 * cached; a change to the locations (tag 'dealers') renders it again.
 */
export const revalidate = 3600;

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Forhandlere etter sted',
    description: 'Alle stedene i Norge med en forhandler av pleieproduktene våre for tre, lær og møbler, med antall butikker på hvert sted.',
    path: PLACE_PAGES_PATH,
  });
}

export default async function PlacesPage() {
  return <PlaceIndex places={await listDealerPlaces()} />;
}
