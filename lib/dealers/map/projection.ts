/**
 * The SVG dealer map's projection (docs/architecture.md: dealer map): Web Mercator, the projection
 * Google Maps uses, in "map units" where the whole world is WORLD_SIZE units wide. One unit is one
 * screen pixel at zoom OUTLINE_ZOOM, so a Google zoom level z shows 2^(OUTLINE_ZOOM - z) units per
 * pixel. The build-time outline (scripts/map-outline.ts) is projected with d3-geo's geoMercator
 * scaled to the same units; this file projects the few dealer points in the browser without d3.
 * Pure functions, safe on both server and client.
 */
import type { LatLng } from '../geo';

/** The zoom level at which one map unit is one pixel (Google's 256-pixel world tile). */
export const OUTLINE_ZOOM = 10;
/** Width (and height) of the Mercator square of the whole world, in map units. */
export const WORLD_SIZE = 256 * 2 ** OUTLINE_ZOOM;

export interface Point {
  x: number;
  y: number;
}

/** Latitudes beyond this do not project (Web Mercator's square). */
const MAX_LATITUDE = 85.0511287798;

/** A latitude/longitude as map units: x east, y south. */
export function project({ lat, lng }: LatLng): Point {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return {
    x: ((lng + 180) / 360) * WORLD_SIZE,
    y: (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * WORLD_SIZE,
  };
}

/** The inverse of project(). */
export function unproject({ x, y }: Point): LatLng {
  const lng = (x / WORLD_SIZE) * 360 - 180;
  const lat = (Math.atan(Math.exp((0.5 - y / WORLD_SIZE) * 2 * Math.PI)) * 360) / Math.PI - 90;
  return { lat, lng };
}

/** Map units per screen pixel at a zoom level. */
export function unitsPerPixel(zoom: number): number {
  return 2 ** (OUTLINE_ZOOM - zoom);
}
