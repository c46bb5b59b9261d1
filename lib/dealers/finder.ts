/**
 * The dealer finder's rules that run in the browser as well as on the server: the text filter
 * (with the 'fag…' rule), the list heading, the toasts of docs/product.md §8 and the shape of a
 * dealer as the finder shows it. No database access here (see lib/dealers/search.ts).
 */
import { z } from 'zod';
import type { LatLng } from './geo';

/** A dealer location as the finder shows it. */
export interface FinderDealer {
  id: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  formattedAddress: string | null;
  phoneNumber: string | null;
  website: string | null;
  /** One line per weekday; empty when unknown. */
  openingHours: string[];
}

export interface NearbyDealer extends FinderDealer {
  lat: number;
  lng: number;
  /** Great-circle distance from the searched point, in km (unrounded). */
  distanceKm: number;
}

/** Outcome of a nearby search (every case is a valid answer to a valid query). */
export type NearbyStatus = 'ok' | 'unknown-postal-code' | 'no-coordinates' | 'none-in-range';

export interface NearbyResult {
  status: NearbyStatus;
  /** The searched point; null when the postal code could not be placed. */
  centre: LatLng | null;
  /** Within the radius, nearest first (at most the nearest 500); empty unless status is 'ok'. */
  dealers: NearbyDealer[];
  /** How many dealers are within the radius (more than `dealers` holds when capped). */
  total: number;
}

/** At most this many opening-hour lines on a card (docs/product.md §9). */
export const CARD_OPENING_HOURS_LINES = 2;
/** Longest text filter kept (longer input is cut; nothing that long matches a dealer anyway). */
export const MAX_FILTER_LENGTH = 100;

/** The typed prefixes that mean the 'Fagmøbler' chain (docs/product.md §5). */
const FAG_PREFIXES = new Set(['fag', 'fagm', 'fagmø', 'fagmob', 'fagmøb']);
const FAG_NAMES = ['fagmøbler', 'fagmobler'];

/**
 * Dealers whose name or address contains the text (case-insensitive). The typed prefixes
 * 'fag', 'fagm', 'fagmø', 'fagmob' and 'fagmøb' show only dealers whose name contains
 * 'fagmøbler' or 'fagmobler'. A blank filter keeps every dealer.
 */
export function filterDealers<T extends Pick<FinderDealer, 'name' | 'address'>>(dealers: T[], text: string): T[] {
  const needle = text.slice(0, MAX_FILTER_LENGTH).trim().toLocaleLowerCase('nb');
  if (!needle) return dealers;
  if (FAG_PREFIXES.has(needle)) {
    return dealers.filter((d) => {
      const name = d.name.toLocaleLowerCase('nb');
      return FAG_NAMES.some((n) => name.includes(n));
    });
  }
  return dealers.filter(
    (d) => d.name.toLocaleLowerCase('nb').includes(needle) || d.address.toLocaleLowerCase('nb').includes(needle),
  );
}

/** The list card's heading (docs/product.md §2), in the documented order of precedence. */
export function listHeading({ nearby, filter, count }: { nearby: boolean; filter: string; count: number }): string {
  if (nearby) return `Forhandlere i nærheten (${count})`;
  if (filter.trim()) return `Søkeresultater (${count})`;
  return `Alle forhandlere (${count})`;
}

export const EMPTY_LIST_TEXT = 'Ingen forhandlere funnet. Prøv et annet søk.';

export interface ToastText {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** The finder's toasts (docs/product.md §8). */
export const FINDER_TOASTS = {
  noCoordinates: { title: 'Ingen data tilgjengelig', description: 'Vi kunne ikke finne koordinater for forhandlere.', variant: 'destructive' },
  unknownPostalCode: { title: 'Ukjent postnummer', description: 'Kunne ikke finne koordinater for dette postnummeret', variant: 'destructive' },
  noneInRange: { title: 'Ingen forhandlere funnet', description: 'Fant ingen forhandlere innen 100 km fra dette postnummeret', variant: 'destructive' },
  failure: { title: 'Feil', description: 'Kunne ikke finne forhandlere', variant: 'destructive' },
  missingCoordinates: {
    title: 'Manglende informasjon',
    description: 'Denne forhandleren mangler kartposisjon, så den kan ikke vises på kartet.',
    variant: 'destructive',
  },
  geolocationDenied: {
    title: 'Posisjon ikke tilgjengelig',
    description: 'Vi fikk ikke tilgang til posisjonen din. Tillat posisjon i nettleseren, eller søk med postnummer.',
    variant: 'destructive',
  },
  noneNearPosition: { title: 'Ingen forhandlere funnet', description: 'Fant ingen forhandlere innen 100 km fra posisjonen din', variant: 'destructive' },
} as const satisfies Record<string, ToastText>;

/** 'Fant N forhandler(e) i nærheten' (docs/product.md §8). */
export function foundToast(count: number): ToastText {
  return { title: 'Forhandlere funnet', description: `Fant ${count} forhandler(e) i nærheten`, variant: 'default' };
}

/** The toast for a search that found nothing to show, by status. */
export function statusToast(status: Exclude<NearbyStatus, 'ok'>, byPosition = false): ToastText {
  switch (status) {
    case 'no-coordinates':
      return FINDER_TOASTS.noCoordinates;
    case 'unknown-postal-code':
      return FINDER_TOASTS.unknownPostalCode;
    case 'none-in-range':
      return byPosition ? FINDER_TOASTS.noneNearPosition : FINDER_TOASTS.noneInRange;
  }
}

/** Whether a dealer lacks details the finder would fetch from Places when it is selected. */
export function needsDetails(d: Pick<FinderDealer, 'openingHours' | 'phoneNumber' | 'website'>): boolean {
  return d.openingHours.length === 0 || !d.phoneNumber || !d.website;
}

/** Postal-code query of GET /api/dealer-locations/nearby: 4 letters or digits (the typed search
 * checks the length only, so letters reach the server and get 'Ukjent postnummer'). */
export const postalQuerySchema = z.strictObject({
  postnummer: z.string().regex(/^[0-9A-Za-z]{4}$/, 'Postnummeret må være 4 tegn (bokstaver eller siffer)'),
});

/** A coordinate given as text: blank is missing, not 0. */
const coordinate = (message: string, limit: number) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .transform(Number)
    .pipe(z.number(message).min(-limit, message).max(limit, message));

/** Position query of GET /api/dealer-locations/nearby (the browser's geolocation). */
export const positionQuerySchema = z.strictObject({
  lat: coordinate('Ugyldig breddegrad', 90),
  lng: coordinate('Ugyldig lengdegrad', 180),
});

export type NearbyQuery = z.infer<typeof postalQuerySchema> | z.infer<typeof positionQuerySchema>;

/** Parses the search's query string; repeated or unknown parameters are refused. */
export function parseNearbyQuery(params: URLSearchParams): { ok: true; query: NearbyQuery } | { ok: false; message: string } {
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, message: 'Hver parameter kan bare oppgis én gang' };
  const values = Object.fromEntries(params);
  const schema = 'postnummer' in values ? postalQuerySchema : positionQuerySchema;
  if (!('postnummer' in values) && !('lat' in values || 'lng' in values)) {
    return { ok: false, message: 'Oppgi et postnummer (4 tegn) eller en posisjon (lat og lng)' };
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue.code === 'unrecognized_keys' ? 'Ukjent parameter i søket' : issue.message };
}
