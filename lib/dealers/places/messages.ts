import { MAX_DEALER_ID_LENGTH, MAX_PLACE_ID_LENGTH, MAX_QUERY_LENGTH } from './fields';

/** Norwegian messages of the Places routes (docs/product.md: the interface language is Norwegian). One copy of each. */
export const PLACES_MESSAGES = {
  notConfigured: 'Stedsoppslag er ikke konfigurert',
  upstream: 'Kunne ikke hente data fra Google',
  noResult: 'Ingen treff',
  unknownDealer: 'Forhandleren finnes ikke',
  invalidQuery: `Søket må være 1–${MAX_QUERY_LENGTH} tegn`,
  invalidPlaceId: `Ugyldig placeId (1–${MAX_PLACE_ID_LENGTH} tegn: bokstaver, siffer, - og _)`,
  invalidDealerId: `Ugyldig dealerId (1–${MAX_DEALER_ID_LENGTH} tegn: bokstaver, siffer, - og _)`,
  placeOrDealer: 'Oppgi enten placeId eller dealerId',
  repeated: 'Hver parameter kan bare oppgis én gang',
  unknownParameter: 'Ukjent parameter i søket',
  rateLimited: 'For mange oppslag. Vent et minutt og prøv igjen.',
  searchFailed: 'Stedsoppslaget feilet',
  detailsFailed: 'Kunne ikke hente forhandlerdetaljer',
} as const;
