'use client';
/**
 * The finder's map (loaded on demand by DealerFinder): a marker per dealer with coordinates, the
 * markers grouped into clusters when zoomed out, the selected one in another colour with an info window (closing it deselects), 'Laster kart...'
 * while the Maps script loads, the map without Google (SvgDealerMap) when the script cannot load
 * (refused key, no network), and the 'Oops!' card when the map itself fails to render.
 */
import { MarkerClusterer, type Marker } from '@googlemaps/markerclusterer';
import { AdvancedMarker, APILoadingStatus, APIProvider, InfoWindow, Map, Pin, useApiLoadingStatus, useMap } from '@vis.gl/react-google-maps';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FinderDealer } from '@/lib/dealers/finder';
import { DEFAULT_MAP_CENTRE, DEFAULT_ZOOM, type LatLng } from '@/lib/dealers/geo';
import { MapErrorBoundary } from './MapErrorBoundary';
import { LazySvgDealerMap } from './SvgDealerMapLazy';
import styles from './dealers.module.css';

export interface MapView {
  centre: LatLng;
  zoom: number;
}

interface Props {
  apiKey: string;
  mapId: string;
  dealers: FinderDealer[];
  selectedId: string | null;
  view: MapView;
  onSelect: (id: string) => void;
  onDeselect: () => void;
}

const MARKER = { background: '#6b4226', border: '#4a2d19', glyph: '#faf7f2' };
const SELECTED = { background: '#c0392b', border: '#7f241b', glyph: '#ffffff' };

/** Moves the map whenever the finder asks for a new view. */
function ViewController({ view }: { view: MapView }) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    map.panTo(view.centre);
    map.setZoom(view.zoom);
  }, [map, view]);
  return null;
}

/** One marker per dealer with coordinates, grouped by the marker clusterer when zoomed out. */
function ClusteredMarkers({ dealers, selectedId, onSelect }: Pick<Props, 'dealers' | 'selectedId' | 'onSelect'>) {
  const map = useMap();
  const [markers, setMarkers] = useState<Record<string, Marker>>({});
  const clusterer = useMemo(() => (map ? new MarkerClusterer({ map }) : null), [map]);

  useEffect(() => {
    if (!clusterer) return;
    clusterer.clearMarkers();
    clusterer.addMarkers(Object.values(markers));
  }, [clusterer, markers]);

  useEffect(() => () => clusterer?.setMap(null), [clusterer]);

  const setMarkerRef = useCallback((marker: Marker | null, id: string) => {
    setMarkers((prev) => {
      if (marker ? prev[id] === marker : !prev[id]) return prev;
      const next = { ...prev };
      if (marker) next[id] = marker;
      else delete next[id];
      return next;
    });
  }, []);

  return dealers.map((d) => {
    if (d.lat === null || d.lng === null) return null;
    const colours = d.id === selectedId ? SELECTED : MARKER;
    return (
      <AdvancedMarker
        key={d.id}
        ref={(marker) => setMarkerRef(marker, d.id)}
        position={{ lat: d.lat, lng: d.lng }}
        title={d.name}
        onClick={() => onSelect(d.id)}
      >
        <Pin background={colours.background} borderColor={colours.border} glyphColor={colours.glyph} />
      </AdvancedMarker>
    );
  });
}

/** The props the map without Google takes: all but the key and map id. */
const fallbackProps = ({ dealers, selectedId, view, onSelect, onDeselect }: Omit<Props, 'apiKey' | 'mapId'>) => ({
  dealers,
  selectedId,
  view,
  onSelect,
  onDeselect,
});

function MapContent(props: Omit<Props, 'apiKey'>) {
  const { mapId, dealers, selectedId, view, onSelect, onDeselect } = props;
  const status = useApiLoadingStatus();
  if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) return <LazySvgDealerMap {...fallbackProps(props)} />;
  const selected = dealers.find((d) => d.id === selectedId && d.lat !== null && d.lng !== null);
  return (
    <div className={styles.mapBox}>
      {status !== APILoadingStatus.LOADED && <p className={styles.mapMessage}>Laster kart...</p>}
      <Map
        mapId={mapId}
        defaultCenter={DEFAULT_MAP_CENTRE}
        defaultZoom={DEFAULT_ZOOM}
        gestureHandling="cooperative"
        style={{ width: '100%', height: '100%' }}
        reuseMaps
      >
        <ViewController view={view} />
        <ClusteredMarkers dealers={dealers} selectedId={selectedId} onSelect={onSelect} />
        {selected && selected.lat !== null && selected.lng !== null && (
          <InfoWindow
            position={{ lat: selected.lat, lng: selected.lng }}
            pixelOffset={[0, -40]}
            onCloseClick={onDeselect}
            headerContent={<strong>{selected.name}</strong>}
          >
            <span>{selected.formattedAddress || selected.address}</span>
          </InfoWindow>
        )}
      </Map>
    </div>
  );
}

export function DealerMap({ apiKey, ...props }: Props) {
  const [loadFailed, setLoadFailed] = useState(false);
  if (loadFailed) return <LazySvgDealerMap {...fallbackProps(props)} />;
  return (
    <MapErrorBoundary>
      <APIProvider apiKey={apiKey} language="no" region="NO" onError={() => setLoadFailed(true)}>
        <MapContent {...props} />
      </APIProvider>
    </MapErrorBoundary>
  );
}
