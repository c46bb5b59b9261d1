/**
 * Writes the SVG dealer map's outline (docs/architecture.md: dealer map) to
 * lib/generated/dealer-map-outline.ts from the Natural Earth 1:10m countries of the `world-atlas`
 * package (public domain): Norway, Sweden, Denmark and Finland, plus the neighbouring land clipped
 * to the map's extent, simplified and projected to the map units of lib/dealers/map/projection.ts,
 * as relative SVG path data with whole-unit coordinates. The browser gets these few path strings,
 * never the atlas or d3-geo. Run by `npm install` (postinstall), `npm run build` and `npm run dev`;
 * `npm run map:generate` runs it alone. No network.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { geoBounds, geoMercator, type GeoStream } from 'd3-geo';
import { feature } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, Geometry } from 'geojson';
import { project, WORLD_SIZE } from '../lib/dealers/map/projection';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'lib', 'generated', 'dealer-map-outline.ts');

/** The map's extent (degrees): the Nordic countries with Svalbard, and a margin of sea and neighbours. */
export const EXTENT = { west: -20, east: 60, south: 53, north: 81.5 };
/** Natural Earth's ISO numeric ids of the countries drawn in full, with their Norwegian names. */
const NORDIC: Record<string, string> = { '578': 'Norge', '752': 'Sverige', '208': 'Danmark', '246': 'Finland' };
/** Triangles smaller than this (steradians, about 3.5 by 3.5 km) are simplified away. */
const MIN_AREA = 3e-7;
/** Rings (islands, lakes) smaller than this (map units², 12 by 12 pixels at zoom 10) are left out. */
const MIN_RING_AREA = 150;

/** Shoelace area of a closed ring. */
function ringArea(ring: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % ring.length];
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Relative SVG path data with whole-unit coordinates; rings that collapse when rounded are dropped. */
function pathData(geometry: Geometry, projection: ReturnType<typeof geoMercator>): string {
  const rings: [number, number][][] = [];
  let ring: [number, number][] | null = null;
  const sink: GeoStream = {
    point(x, y) {
      const p: [number, number] = [Math.round(x), Math.round(y)];
      const last = ring?.at(-1);
      if (ring && (!last || last[0] !== p[0] || last[1] !== p[1])) ring.push(p);
    },
    lineStart() {
      ring = [];
    },
    lineEnd() {
      if (ring && ring.length >= 3 && Math.abs(ringArea(ring)) >= MIN_RING_AREA) rings.push(ring);
      ring = null;
    },
    polygonStart() {},
    polygonEnd() {},
    sphere() {},
  };
  const stream = projection.stream(sink);
  geoStreamGeometry(geometry, stream);
  const num = (n: number, first: boolean) => (first || n < 0 ? `${n}` : ` ${n}`);
  return rings
    .map((r) => {
      let d = `M${r[0][0]} ${r[0][1]}l`;
      let first = true;
      for (let i = 1; i < r.length; i++) {
        d += num(r[i][0] - r[i - 1][0], first) + num(r[i][1] - r[i - 1][1], false);
        first = false;
      }
      return `${d}z`;
    })
    .join('');
}

/** Streams a GeoJSON geometry (polygons only) through a projection stream. */
function geoStreamGeometry(geometry: Geometry, stream: GeoStream) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  for (const polygon of polygons) {
    stream.polygonStart();
    for (const ringCoordinates of polygon) {
      stream.lineStart();
      // GeoJSON rings repeat the first point; d3's streams expect it left out.
      for (const [lng, lat] of ringCoordinates.slice(0, -1)) stream.point(lng, lat);
      stream.lineEnd();
    }
    stream.polygonEnd();
  }
}

function bbox(d: string): { x: number; y: number; width: number; height: number } {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  let x = 0,
    y = 0;
  for (const sub of d.split('z').filter(Boolean)) {
    const [move, rel = ''] = sub.split('l');
    [x, y] = move.slice(1).split(' ').map(Number);
    const visit = () => {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    };
    visit();
    const deltas = rel.match(/-?\d+/g)?.map(Number) ?? [];
    for (let i = 0; i + 1 < deltas.length; i += 2) {
      x += deltas[i];
      y += deltas[i + 1];
      visit();
    }
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

export function buildOutline() {
  const atlas = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const topology = simplify(presimplify(atlas, sphericalTriangleArea), MIN_AREA) as typeof atlas;
  const countries = feature(topology, topology.objects.countries).features as Feature<Geometry, { name: string }>[];

  const nw = project({ lat: EXTENT.north, lng: EXTENT.west });
  const se = project({ lat: EXTENT.south, lng: EXTENT.east });
  const extent = { x: Math.round(nw.x), y: Math.round(nw.y), width: Math.round(se.x - nw.x), height: Math.round(se.y - nw.y) };
  // d3's Mercator in the map units of lib/dealers/map/projection.ts, clipped to the extent, without resampling.
  const projection = geoMercator()
    .scale(WORLD_SIZE / (2 * Math.PI))
    .translate([WORLD_SIZE / 2, WORLD_SIZE / 2])
    .precision(0)
    .clipExtent([
      [extent.x, extent.y],
      [extent.x + extent.width, extent.y + extent.height],
    ]);

  const nordic = Object.entries(NORDIC).map(([id, name]) => {
    const country = countries.find((c) => c.id === id);
    if (!country) throw new Error(`Country ${id} missing from world-atlas`);
    const d = pathData(country.geometry, projection);
    return { id, name, d, bbox: bbox(d) };
  });
  const overlaps = (c: Feature) => {
    const [[west, south], [east, north]] = geoBounds(c);
    // geoBounds answers west > east for a country across the antimeridian (Russia).
    const lngOverlap = west <= east ? west < EXTENT.east && east > EXTENT.west : west < EXTENT.east || east > EXTENT.west;
    return lngOverlap && south < EXTENT.north && north > EXTENT.south;
  };
  const neighbours = countries
    .filter((c) => !(String(c.id) in NORDIC) && overlaps(c))
    .map((c) => pathData(c.geometry, projection))
    .join('');
  return { extent, nordic, neighbours };
}

/** Writes lib/generated/dealer-map-outline.ts; answers its path relative to the project and its size in bytes. */
export function writeOutline(): { file: string; bytes: number } {
  const outline = buildOutline();
  const body = [
    '// Generated by scripts/map-outline.ts from world-atlas (Natural Earth, public domain). Do not edit.',
    `export const MAP_OUTLINE = ${JSON.stringify(outline)} as const;`,
    '',
  ].join('\n');
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, body);
  return { file: path.relative(ROOT, OUT), bytes: Buffer.byteLength(body) };
}

if (require.main === module) {
  const { file, bytes } = writeOutline();
  console.log(`Map outline: ${file} (${(bytes / 1024).toFixed(1)} KB)`);
}
