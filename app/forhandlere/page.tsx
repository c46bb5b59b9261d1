import type { Metadata } from 'next';
import { FinderPage } from './finder-page';

export const metadata: Metadata = {
  title: 'Finn nærmeste forhandler',
  description: 'Finn forhandlere av våre pleieprodukter for tre, lær og møbler nær deg: søk på postnummer, navn eller sted, og se dem på kartet.',
  alternates: { canonical: '/forhandlere' },
};

/**
 * The bare finder, the first page of every dealer in the HTML (docs/product.md §2): served from
 * the full-route cache; a change to the dealer locations revalidates it (tag 'dealers').
 * `/forhandlere?postnummer=…` (and `q`, `side`, `produkt`, `kategori`, `kilde`) is rewritten to
 * ./sok (next.config.mjs), rendered per request, so this page never reads the query and stays
 * cacheable.
 */
export const revalidate = 3600;

export default function DealersPage() {
  return <FinderPage query={null} />;
}
