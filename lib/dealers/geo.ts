/**
 * Geometry and map constants of the dealer finder (docs/product.md §4 and 9). Pure functions, safe
 * on both server and client.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Earth radius of the great-circle distance (docs/product.md: 6371 km). */
export const EARTH_RADIUS_KM = 6371;
/** Dealers farther than this from the searched point are not 'nearby' (docs/product.md: 100 km). */
export const SEARCH_RADIUS_KM = 100;

/** The map before any search: centre of Norway at zoom 5. */
export const DEFAULT_MAP_CENTRE: LatLng = { lat: 60.472, lng: 8.4689 };
export const DEFAULT_ZOOM = 5;
/** Zoom after a successful search (centred on the nearest dealer). */
export const SEARCH_ZOOM = 9;
/** Zoom when a dealer is selected. */
export const SELECTED_ZOOM = 14;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that contains every point within `radiusKm` of `centre` (a cheap
 * index-friendly prefilter; the exact distance decides). Longitude widens towards the poles.
 */
export function boundingBox(centre: LatLng, radiusKm: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const cos = Math.cos(toRadians(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  if (cos < 1e-9 || maxLat >= 90 || minLat <= -90) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = dLat / cos;
  // Near the poles or across the antimeridian: every longitude (correct, merely less selective).
  if (dLng >= 180 || centre.lng - dLng < -180 || centre.lng + dLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/** The distance badge: '<n> km unna', rounded to whole kilometres. */
export function distanceLabel(km: number): string {
  return `${Math.round(km)} km unna`;
}

/** A maps search for directions, in a new tab (docs/product.md: the dealer's name and address as the query). */
export function directionsUrl(name: string, address: string): string {
  const query = [name, address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
