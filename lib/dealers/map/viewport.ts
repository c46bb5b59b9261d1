/**
 * What part of the SVG dealer map is shown (docs/architecture.md: dealer map): a camera (centre in
 * map units and a Google-style zoom level) turned into an SVG viewBox for a box of a given pixel
 * size, fitted to a set of points, or derived from the finder's MapView. Pure functions, safe on
 * both server and client.
 */
import { SELECTED_ZOOM, type LatLng } from '../geo';
import { OUTLINE_ZOOM, project, unitsPerPixel, type Point } from './projection';

export interface Camera {
  centre: Point;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The widest view (the whole of the Nordic countries in a small box). */
export const MIN_ZOOM = 3;
/**
 * The closest view: the outline is Natural Earth's 1:10m coastline, simplified, which has no
 * street detail, so a selected dealer (SELECTED_ZOOM 14 on Google) is shown at this zoom.
 */
export const MAX_ZOOM = 11;
/** Space kept free around fitted points, in pixels (room for the markers). */
export const FIT_PADDING_PX = 32;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The viewBox that shows `camera` in a box of `size` pixels (same aspect ratio, no distortion). */
export function viewBox(camera: Camera, size: Size): Box {
  const u = unitsPerPixel(camera.zoom);
  const width = size.width * u;
  const height = size.height * u;
  return { x: camera.centre.x - width / 2, y: camera.centre.y - height / 2, width, height };
}

/** The viewBox as the SVG attribute's text. */
export function viewBoxAttribute(box: Box): string {
  return [box.x, box.y, box.width, box.height].map((n) => Math.round(n * 100) / 100).join(' ');
}

/**
 * The camera that shows every point with FIT_PADDING_PX to spare, as close as MAX_ZOOM allows
 * (a single point is shown at MAX_ZOOM). Null when there are no points.
 */
export function fitPoints(points: Point[], size: Size, maxZoom = MAX_ZOOM): Camera | null {
  if (points.length === 0) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = (px: number) => Math.max(1, px - 2 * FIT_PADDING_PX);
  // unitsPerPixel(z) = 2^(OUTLINE_ZOOM - z) must fit the span into the room: z <= OUTLINE_ZOOM + log2(room / span).
  const zoomFor = (span: number, px: number) => (span > 0 ? OUTLINE_ZOOM + Math.log2(room(px) / span) : Infinity);
  const zoom = Math.min(maxZoom, zoomFor(maxX - minX, size.width), zoomFor(maxY - minY, size.height));
  return { centre: { x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, zoom: clampZoom(zoom) };
}

/** Keeps the centre inside the map's extent (the outline's frame), so panning cannot leave it. */
export function clampCamera(camera: Camera, extent: Box): Camera {
  const x = Math.min(extent.x + extent.width, Math.max(extent.x, camera.centre.x));
  const y = Math.min(extent.y + extent.height, Math.max(extent.y, camera.centre.y));
  return { centre: { x, y }, zoom: clampZoom(camera.zoom) };
}

/**
 * The camera for the finder's MapView (docs/architecture.md: dealer map). A view at SELECTED_ZOOM
 * or closer centres on the chosen dealer at MAX_ZOOM. Any wider view (the overview at
 * DEFAULT_ZOOM, the nearest dealer at SEARCH_ZOOM after a search) shows all the dealers the map is
 * given, fitted to their bounds: every dealer at first, the dealers found after a search. Without
 * dealers with coordinates the view's own centre and zoom are used.
 */
export function cameraForView(view: { centre: LatLng; zoom: number }, dealers: LatLng[], size: Size): Camera {
  const centre = project(view.centre);
  if (view.zoom >= SELECTED_ZOOM) return { centre, zoom: MAX_ZOOM };
  return fitPoints(dealers.map(project), size) ?? { centre, zoom: clampZoom(view.zoom) };
}

/** Whether a point lies within a box grown by `margin` units on every side. */
export function inBox(p: Point, box: Box, margin = 0): boolean {
  return p.x >= box.x - margin && p.x <= box.x + box.width + margin && p.y >= box.y - margin && p.y <= box.y + box.height + margin;
}
