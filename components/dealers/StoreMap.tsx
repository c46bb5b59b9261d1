'use client';
/**
 * A store page's map (docs/product.md: Store pages): the store, selected, with the nearest other
 * stores, on the finder's map — Google's when a browser key is set, else the SVG map drawn from
 * Natural Earth data — loaded only when its slot comes near the screen (its code is the page's
 * largest script, and it sits under the store's details). A store without coordinates has no map.
 */
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { FinderDealer } from '@/lib/dealers/finder';
import { SEARCH_ZOOM } from '@/lib/dealers/geo';
import { LazySvgDealerMap } from './SvgDealerMapLazy';
import { MapLoading, WhenNearScreen } from './WhenNearScreen';

const DealerMap = dynamic(() => import('./DealerMap').then((m) => m.DealerMap), { ssr: false, loading: MapLoading });

/** A store on the map: what the markers and the info box show. */
export type MapStore = Pick<FinderDealer, 'id' | 'slug' | 'name' | 'address'> & { lat: number; lng: number };

const asDealer = (store: MapStore): FinderDealer => ({
  ...store,
  formattedAddress: null,
  phoneNumber: null,
  website: null,
  weeklyHours: null,
  specialDays: [],
});

export function StoreMap({ store, others, maps }: { store: MapStore; others: MapStore[]; maps: { apiKey: string; mapId: string } | null }) {
  const [selectedId, setSelectedId] = useState<string | null>(store.id);
  const [dealers] = useState(() => [store, ...others].map(asDealer));
  // Below the selected zoom the map fits every dealer it is given: the store and its neighbours.
  const [view] = useState(() => ({ centre: { lat: store.lat, lng: store.lng }, zoom: SEARCH_ZOOM }));
  const props = { dealers, selectedId, view, onSelect: setSelectedId, onDeselect: () => setSelectedId(null) };
  return <WhenNearScreen>{maps ? <DealerMap apiKey={maps.apiKey} mapId={maps.mapId} {...props} /> : <LazySvgDealerMap {...props} />}</WhenNearScreen>;
}
