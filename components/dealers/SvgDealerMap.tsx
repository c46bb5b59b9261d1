'use client';
/**
 * The finder's map without Google (docs/product.md §4, docs/architecture.md: dealer map): Norway,
 * Sweden, Denmark and Finland with their neighbours, drawn from the build-time Natural Earth
 * outline (lib/generated/dealer-map-outline.ts), and a marker button per dealer with coordinates.
 * Markers that would overlap are grouped into a count that zooms in; the selected dealer is red and
 * has a small info box. Keyboard: one tab stop for the markers, arrow keys move between them,
 * Enter or Space selects. Drag to pan; 'Zoom inn', 'Zoom ut' and 'Vis alle' buttons. Dragging is
 * never the only way (WCAG 2.5.7, docs/product.md: Universell utforming): four buttons pan by a
 * quarter of the view ('Flytt kartet opp' …), and the map itself is a tab stop where the arrow
 * keys pan and + and − zoom (the markers keep their own arrow keys).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { FinderDealer } from '@/lib/dealers/finder';
import { clusterPoints, type Cluster, type MapPoint } from '@/lib/dealers/map/clusters';
import { project, unitsPerPixel } from '@/lib/dealers/map/projection';
import {
  cameraForView,
  clampCamera,
  fitPoints,
  inBox,
  MAX_ZOOM,
  MIN_ZOOM,
  viewBox,
  viewBoxAttribute,
  type Camera,
  type Size,
} from '@/lib/dealers/map/viewport';
import { MAP_OUTLINE } from '@/lib/generated/dealer-map-outline';
import type { MapView } from './DealerMap';
import styles from './SvgDealerMap.module.css';

interface Props {
  dealers: FinderDealer[];
  selectedId: string | null;
  view: MapView;
  onSelect: (id: string) => void;
  onDeselect: () => void;
}

/** The map box's size until it is measured (dealers.module.css: .mapBox is 480 pixels tall). */
const INITIAL_SIZE: Size = { width: 640, height: 480 };
/** Markers closer than this (pixels) are grouped. */
const CLUSTER_RADIUS_PX = 26;
/** Markers this far (pixels) outside the visible box are still drawn, cut by the frame. */
const EDGE_PX = 12;
/** One pan step, button or arrow key: this share of the visible width or height. */
const PAN_STEP = 0.25;

type Direction = 'up' | 'down' | 'left' | 'right';
const PAN: Record<Direction, { dx: number; dy: number; label: string; key: string; arrow: string }> = {
  up: { dx: 0, dy: -1, label: 'Flytt kartet opp', key: 'ArrowUp', arrow: 'M12 5l-7 8h4.5v6h5v-6H19z' },
  left: { dx: -1, dy: 0, label: 'Flytt kartet til venstre', key: 'ArrowLeft', arrow: 'M5 12l8-7v4.5h6v5h-6V19z' },
  right: { dx: 1, dy: 0, label: 'Flytt kartet til høyre', key: 'ArrowRight', arrow: 'M19 12l-8-7v4.5H5v5h6V19z' },
  down: { dx: 0, dy: 1, label: 'Flytt kartet ned', key: 'ArrowDown', arrow: 'M12 19l-7-8h4.5V5h5v6H19z' },
};
const DIRECTIONS = Object.keys(PAN) as Direction[];

interface Located extends MapPoint {
  dealer: FinderDealer;
}

const percent = (value: number, start: number, length: number) => `${(((value - start) / length) * 100).toFixed(3)}%`;

export function SvgDealerMap({ dealers, selectedId, view, onSelect, onDeselect }: Props) {
  const stageRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const drag = useRef<{ pointerId: number; x: number; y: number; camera: Camera } | null>(null);
  const [size, setSize] = useState<Size>(INITIAL_SIZE);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const keysId = useId();

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const measure = () => {
      const { width, height } = stage.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);

  const located = useMemo<Located[]>(
    () => dealers.flatMap((d) => (d.lat === null || d.lng === null ? [] : [{ id: d.id, dealer: d, ...project({ lat: d.lat, lng: d.lng }) }])),
    [dealers],
  );
  const dealersKey = useMemo(() => located.map((p) => p.id).join(','), [located]);

  // The finder's view decides the camera until the visitor pans or zooms; a new view (a search,
  // a selection) or a new set of dealers takes over again.
  const target = useMemo(
    () =>
      cameraForView(
        view,
        located.map((p) => ({ lat: p.dealer.lat!, lng: p.dealer.lng! })),
        size,
      ),
    // located changes identity when details are merged into the dealers; its ids are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, dealersKey, size],
  );
  const [own, setOwn] = useState<{ view: MapView; dealersKey: string; camera: Camera } | null>(null);
  const camera = own && own.view === view && own.dealersKey === dealersKey ? own.camera : target;
  const moveTo = useCallback((next: Camera) => setOwn({ view, dealersKey, camera: clampCamera(next, MAP_OUTLINE.extent) }), [view, dealersKey]);

  const box = viewBox(camera, size);
  const units = unitsPerPixel(camera.zoom);
  const clusters = useMemo(() => {
    const visible = located.filter((p) => inBox(p, box, EDGE_PX * units));
    return clusterPoints(visible, units, camera.zoom >= MAX_ZOOM ? 0 : CLUSTER_RADIUS_PX, new Set(selectedId ? [selectedId] : []));
  }, [located, box.x, box.y, box.width, box.height, units, camera.zoom, selectedId]); // eslint-disable-line react-hooks/exhaustive-deps

  const selected = located.find((p) => p.id === selectedId && inBox(p, box, EDGE_PX * units));
  const tabStop = clusters.some((c) => c.key === activeKey) ? activeKey : (selected?.id ?? clusters[0]?.key);

  const zoomBy = (step: number) => moveTo({ centre: camera.centre, zoom: Math.round(camera.zoom) + step });
  /** Moves the view a quarter of its size: the content moves the other way, as when dragged. */
  const pan = (direction: Direction) => {
    const { dx, dy } = PAN[direction];
    moveTo({ centre: { x: camera.centre.x + dx * box.width * PAN_STEP, y: camera.centre.y + dy * box.height * PAN_STEP }, zoom: camera.zoom });
  };
  /** Keys on the map itself (not on a marker or a button inside it): arrows pan, + and − zoom. */
  const onMapKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = DIRECTIONS.find((d) => PAN[d].key === event.key);
    if (direction) pan(direction);
    else if ((event.key === '+' || event.key === '=') && camera.zoom < MAX_ZOOM) zoomBy(1);
    else if ((event.key === '-' || event.key === '−') && camera.zoom > MIN_ZOOM) zoomBy(-1);
    else return;
    event.preventDefault();
  };
  const showAll = () => moveTo(fitPoints(located, size) ?? target);
  const openCluster = (cluster: Cluster) => {
    const fitted = fitPoints(cluster.members, size);
    moveTo({ centre: fitted?.centre ?? cluster, zoom: Math.max(camera.zoom + 1, fitted?.zoom ?? 0) });
  };

  const onMarkerKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = clusters.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % clusters.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + clusters.length) % clusters.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = clusters[next].key;
    setActiveKey(key);
    buttons.current.get(key)?.focus();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button') || event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, camera };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const u = unitsPerPixel(start.camera.zoom);
    moveTo({
      centre: { x: start.camera.centre.x - (event.clientX - start.x) * u, y: start.camera.centre.y - (event.clientY - start.y) * u },
      zoom: start.camera.zoom,
    });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div
      className={styles.map}
      role="group"
      aria-label="Kart over forhandlere"
      aria-describedby={keysId}
      tabIndex={0}
      onKeyDown={onMapKey}
      data-testid="svg-dealer-map"
    >
      <p id={keysId} className="visually-hidden">
        Piltastene flytter kartet, pluss og minus zoomer.
      </p>
      <div ref={stageRef} className={styles.stage} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={endDrag} onPointerCancel={endDrag}>
        <svg className={styles.svg} viewBox={viewBoxAttribute(box)} aria-hidden="true" focusable="false" data-testid="map-svg">
          <path className={styles.neighbours} d={MAP_OUTLINE.neighbours} vectorEffect="non-scaling-stroke" />
          {MAP_OUTLINE.nordic.map((c) => (
            <path key={c.id} className={styles.country} d={c.d} vectorEffect="non-scaling-stroke" data-country={c.name} />
          ))}
        </svg>
        <div className={styles.controls}>
          {/* At a limit the button is aria-disabled, not disabled: the focus stays on it (WCAG 2.4.3). */}
          <button type="button" onClick={() => camera.zoom < MAX_ZOOM && zoomBy(1)} aria-disabled={camera.zoom >= MAX_ZOOM}>
            Zoom inn
          </button>
          <button type="button" onClick={() => camera.zoom > MIN_ZOOM && zoomBy(-1)} aria-disabled={camera.zoom <= MIN_ZOOM}>
            Zoom ut
          </button>
          <div className={styles.pan} role="group" aria-label="Flytt kartet">
            {DIRECTIONS.map((d) => (
              <button key={d} type="button" className={styles[d]} onClick={() => pan(d)} data-testid={`map-pan-${d}`}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d={PAN[d].arrow} fill="currentColor" />
                </svg>
                <span className="visually-hidden">{PAN[d].label}</span>
              </button>
            ))}
          </div>
          <button type="button" onClick={showAll} disabled={located.length === 0}>
            Vis alle
          </button>
        </div>
        {clusters.map((c, index) => {
          const single = c.members.length === 1;
          const dealer = single ? (c.members[0] as Located).dealer : null;
          const isSelected = dealer?.id === selectedId;
          return (
            <button
              key={c.key}
              ref={(el) => {
                if (el) buttons.current.set(c.key, el);
                else buttons.current.delete(c.key);
              }}
              type="button"
              className={dealer ? (isSelected ? styles.markerSelected : styles.marker) : styles.cluster}
              style={{ left: percent(c.x, box.x, box.width), top: percent(c.y, box.y, box.height) }}
              tabIndex={c.key === tabStop ? 0 : -1}
              aria-label={dealer ? dealer.name : `Vis ${c.members.length} forhandlere her`}
              aria-pressed={dealer ? isSelected : undefined}
              data-testid={dealer ? 'map-marker' : 'map-cluster'}
              data-dealer-id={dealer?.id}
              data-selected={dealer ? String(isSelected) : undefined}
              data-count={c.members.length}
              onFocus={() => setActiveKey(c.key)}
              onKeyDown={(e) => onMarkerKey(e, index)}
              onClick={() => (dealer ? onSelect(dealer.id) : openCluster(c))}
            >
              {dealer ? null : c.members.length}
            </button>
          );
        })}
      </div>
      {selected && (
        <div className={styles.info} data-testid="map-info">
          <p className={styles.infoName}>{selected.dealer.name}</p>
          <p className={styles.infoAddress}>{selected.dealer.formattedAddress || selected.dealer.address}</p>
          <button type="button" className={styles.infoClose} aria-label="Lukk" onClick={onDeselect}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
