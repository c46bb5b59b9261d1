'use client';
/**
 * The finder's map slot. With a browser key: the Google map (DealerMap), whose code and the Maps
 * script load only once the slot comes near the screen, so the map costs nothing before it is
 * needed (on a phone it sits under the list). Without a key (or when the Maps script fails, inside
 * DealerMap): the SVG map drawn from Natural Earth data (SvgDealerMap), loaded the same way.
 * The map gets the same props whichever is shown: { dealers, selectedId, view, onSelect, onDeselect }.
 */
import dynamic from 'next/dynamic';
import { useFinder } from './FinderState';
import { LazySvgDealerMap } from './SvgDealerMapLazy';
import { MapLoading, WhenNearScreen } from './WhenNearScreen';

const DealerMap = dynamic(() => import('./DealerMap').then((m) => m.DealerMap), { ssr: false, loading: MapLoading });

export function FinderMap({ maps }: { maps: { apiKey: string; mapId: string } | null }) {
  const { list, selectedId, view, select, deselect } = useFinder();
  // The dealers of the list's page (bounded, like the list): the map never holds every location.
  const props = { dealers: list.dealers, selectedId, view, onSelect: select, onDeselect: deselect };
  return <WhenNearScreen>{maps ? <DealerMap apiKey={maps.apiKey} mapId={maps.mapId} {...props} /> : <LazySvgDealerMap {...props} />}</WhenNearScreen>;
}
