/**
 * What the dealer finder answers (GET /api/dealer-locations/nearby, /api/places/*), as zod schemas
 * beside the services that return it (lib/dealers/finder.ts, lib/dealers/places/); lib/openapi
 * describes the API with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { Fits } from '../http/responses';
import type { FinderDealer, FinderListPage, NearbyResult } from './finder';
import type { DealerDetailsResult } from './places/details';
import type { PlaceDetails } from './places/google';

const nullableText = () => z.string().nullable();
const storeSlug = () => z.string().meta({ description: "The store page's address part: /forhandlere/{slug}" });
const period = z.object({
  opens: z.string().meta({ description: "'HH:MM' (Europe/Oslo wall-clock time)" }),
  closes: z.string().meta({ description: "'HH:MM' or '24:00'; not after `opens`: the period runs past midnight into the next day" }),
});
const weeklyHours = () =>
  z.array(z.array(period)).nullable().meta({
    description:
      'Opening hours: seven lists of periods, Monday first ([] = closed that day); null when unknown. Public holidays close the store unless a special day says otherwise',
  });
const specialDays = () =>
  z
    .array(
      z.object({
        date: z.string().meta({ format: 'date', description: 'YYYY-MM-DD (Oslo)' }),
        periods: z.array(period).meta({ description: '[] = closed' }),
        note: z.string().nullable().meta({ description: "e.g. 'Julaften'" }),
      }),
    )
    .meta({ description: 'Dates with other hours than the week (from today on, date order)' });

/** A dealer location in a nearby search (finder.ts NearbyDealer). */
export const nearbyDealerResponse = z.object({
  id: z.string(),
  slug: storeSlug(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  formattedAddress: nullableText(),
  phoneNumber: nullableText(),
  website: nullableText(),
  weeklyHours: weeklyHours(),
  specialDays: specialDays(),
  distanceKm: z.number().meta({ description: 'Great-circle distance from the searched point (unrounded)' }),
});

/** finder.ts NearbyResult. */
export const nearbyResultResponse = z.object({
  status: z.enum(['ok', 'unknown-postal-code', 'no-coordinates', 'none-in-range']),
  place: z
    .object({
      label: z.string().meta({ description: "The code and its place in Norway's postal register: '0150 Oslo'" }),
      name: z.string().meta({ description: "The place: 'Oslo'" }),
      href: z.string().nullable().meta({ description: "The place page ('/forhandlere/sted/oslo') when a dealer found is in that place, else null" }),
    })
    .nullable()
    .meta({ description: "The searched postal code's place; null for a position search and for a code the register does not place" }),
  centre: z.object({ lat: z.number(), lng: z.number() }).nullable().meta({ description: 'The searched point; null when the postal code could not be placed' }),
  dealers: z.array(nearbyDealerResponse).meta({ description: "Within 100 km, nearest first (at most 500); empty unless status is 'ok'" }),
  total: z.int().meta({ description: 'Dealers within 100 km (more than `dealers` holds when capped)' }),
});

/** A dealer location in a page of the finder's list (finder.ts FinderDealer). */
export const finderDealerResponse = z.object({
  id: z.string(),
  slug: storeSlug(),
  name: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  formattedAddress: nullableText(),
  phoneNumber: nullableText(),
  website: nullableText(),
  weeklyHours: weeklyHours(),
  specialDays: specialDays(),
});

/** GET /api/dealer-locations: a page of the finder's list (finder.ts FinderListPage). */
export const finderListPageResponse = z.object({
  dealers: z.array(finderDealerResponse).meta({ description: 'This page, by name (at most 50)' }),
  total: z.int().meta({ description: 'Dealers matching the query, on every page together' }),
  page: z.int().meta({ description: 'This page, from 1' }),
  pageCount: z.int().meta({ description: 'Number of pages (at least 1)' }),
});

/** GET /api/places/search. */
export const placeMatchResponse = z.object({ placeId: z.string() });

/** GET /api/places/details?placeId= (places/google.ts PlaceDetails). */
export const placeDetailsResponse = z.object({
  placeId: z.string(),
  phoneNumber: nullableText(),
  website: nullableText().meta({ description: 'An http(s) address, else null' }),
  formattedAddress: nullableText(),
  weeklyHours: weeklyHours(),
});

/** GET /api/places/details?dealerId= (places/details.ts DealerDetailsResult). */
export const dealerPlaceDetailsResponse = z.object({
  dealer: z.object({
    id: z.string(),
    phoneNumber: nullableText(),
    website: nullableText(),
    formattedAddress: nullableText(),
    weeklyHours: weeklyHours(),
    placeId: nullableText(),
    lastUpdated: z.string().nullable().meta({ format: 'date-time', description: 'Time of the last Google lookup (ISO 8601); null when never looked up' }),
  }),
  source: z.enum(['stored', 'google']).meta({ description: "'google': Google was asked for this answer; 'stored': from the database alone" }),
});

// The services' types must fit these schemas: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [
  Fits<NearbyResult, typeof nearbyResultResponse>,
  Fits<FinderListPage<FinderDealer>, typeof finderListPageResponse>,
  Fits<PlaceDetails, typeof placeDetailsResponse>,
  Fits<DealerDetailsResult, typeof dealerPlaceDetailsResponse>,
] = [true, true, true, true];

/** A dealer's own store in 'Min butikk' (store.ts OwnStore). */
export const ownStoreResponse = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phoneNumber: nullableText(),
  website: nullableText(),
  weeklyHours: weeklyHours(),
  specialDays: specialDays(),
  categories: z.array(z.string()).meta({ description: 'Product categories it carries; with `products` empty: everything' }),
  products: z.array(z.string()).meta({ description: 'Single products it carries besides its categories (article numbers)' }),
  storeEditedAt: z.iso.datetime().nullable().meta({ description: "The dealer's last change in 'Min butikk'; null when never" }),
  storeEditedBy: nullableText().meta({ description: 'Who made it (e-mail)' }),
});
