import type { Metadata } from 'next';
import { FinderPage } from '../finder-page';
import { ASSORTMENT_PARAMS, MAX_PRODUCT_LIST_LENGTH } from '@/lib/dealers/finder';
import { pageQuery } from '@/lib/validation/text';

export const metadata: Metadata = {
  title: 'Finn nærmeste forhandler',
  description: 'Finn forhandlere av våre pleieprodukter for tre, lær og møbler nær deg: søk på postnummer, navn eller sted, og se dem på kartet.',
  // A search result is a view of the finder, not a page of its own.
  alternates: { canonical: '/forhandlere' },
};

/**
 * `/forhandlere?postnummer=…` (a link, or the search form sent without JavaScript), and the list
 * narrowed by `?produkt=` or `?kategori=`, rewritten here by next.config.mjs: the search runs on
 * the server and the page shows its list, distance badges and message (docs/product.md §2 and 8);
 * also the text filter `?q=` and the pages `?side=` of the list. Rendered per request (the query
 * decides); an unfiltered page of the list still comes from the cache (tag 'dealers').
 */
export default async function DealerSearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The one page-parameter rule (lib/validation/text.ts): no value with a control character reaches the search.
  // `produkt` may hold a routine's products (up to MAX_FILTER_PRODUCTS numbers), so it gets its own length.
  const { [ASSORTMENT_PARAMS.product]: products, ...rest } = await searchParams;
  return <FinderPage query={{ ...pageQuery(rest), ...pageQuery({ [ASSORTMENT_PARAMS.product]: products }, MAX_PRODUCT_LIST_LENGTH) }} />;
}
