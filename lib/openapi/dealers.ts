/**
 * Paths of the dealer finder (lib/dealers/nearby-query.ts, search.ts, places.ts) and the
 * administrators' dealer accounts (lib/admin/dealers/service.ts).
 */
import { z } from 'zod';
import type { ZodOpenApiPathsObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { DEALER_MESSAGES, dealerSchema, dealerUpdateSchema } from '../admin/dealers/schema';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import { changedDealerAccountResponse, dealerAccountResponse } from '../admin/dealers/responses';
import { TEXT_MESSAGES } from '../validation/text';
import { ASSORTMENT_MESSAGES, LIST_MESSAGES, listQuerySchema, positionQuerySchema, postalQuerySchema } from '../dealers/nearby-query';
import { PLACES_MESSAGES } from '../dealers/places/messages';
import { placesDetailsQuerySchema, placesSearchQuerySchema } from '../dealers/places/query';
import {
  dealerPlaceDetailsResponse as dealerPlaceDetails,
  finderListPageResponse as finderListPage,
  nearbyResultResponse as nearbyResult,
  placeDetailsResponse as placeDetails,
  placeMatchResponse,
} from '../dealers/responses';
import { deletedBody, error, fieldError, idParam, invalidBody, json, jsonBodyLimits, jsonRequest, operation, pageOf, pageQuery, rateLimited } from './common';
import { DEFAULT_MAX_BYTES } from '../admin/shared/limits';

/** A dealer account (an administrator's row and the linked stores, its own component name). */
export const dealerAccount = dealerAccountResponse.meta({});
const changedDealerAccount = changedDealerAccountResponse.meta({});

export const DEALER_SCHEMAS = {
  NearbyResult: nearbyResult,
  FinderListPage: finderListPage,
  PlaceDetails: placeDetails,
  DealerPlaceDetails: dealerPlaceDetails,
  DealerAccount: dealerAccount,
};

const [placeIdQuery, dealerIdQuery] = placesDetailsQuerySchema.options;

/** Answers both Places endpoints share (lib/dealers/places.ts placesFailureResponse). */
const placesFailures: ZodOpenApiResponsesObject = {
  '429': rateLimited(PLACES_MESSAGES.rateLimited),
  '502': error('Google failed', PLACES_MESSAGES.upstream),
  '503': error('No Places key configured', PLACES_MESSAGES.notConfigured),
  '504': error('Google did not answer in time', PLACES_MESSAGES.upstream),
};

const queryRules = `Each parameter at most once; unknown parameters are refused ('${PLACES_MESSAGES.repeated}', '${PLACES_MESSAGES.unknownParameter}').`;
const PRIVATE_CACHE = z.object({ 'Cache-Control': z.string().meta({ example: 'private, max-age=300' }) });
const dealerId = { path: z.object({ id: idParam('Dealer account id') }) };
const notFound = error('Unknown dealer account (or an administrator)', ADMIN_MESSAGES.notFound);

export const dealerPaths: ZodOpenApiPathsObject = {
  '/api/dealer-locations': {
    get: operation('anonymous', {
      tags: ['Dealer finder'],
      summary: "A page of the finder's list: dealers by name, narrowed by a text and what they carry",
      description:
        'At most 50 dealers a page, by name, with the count of all that match (the list of /forhandlere, which answers the same ' +
        'query as `?q=`, `?side=`, `?produkt=`, `?kategori=` without JavaScript). Optionally narrowed to a text in the name or address (`q`) ' +
        'and to the dealers carrying a product (`product`) or else a category (`category`); `product` wins when both are given. ' +
        'Each parameter at most once; unknown parameters are refused.',
      requestParams: { query: listQuerySchema },
      responses: {
        '200': json('A page of the list', finderListPage, z.object({ 'Cache-Control': z.string().meta({ example: 'public, max-age=60' }) })),
        '400': error(
          'Bad query',
          LIST_MESSAGES.q,
          LIST_MESSAGES.page,
          'Hver parameter kan bare oppgis én gang',
          'Ukjent parameter i søket',
          ASSORTMENT_MESSAGES.product,
          ASSORTMENT_MESSAGES.category,
        ),
        '404': error('Unknown product or category', ASSORTMENT_MESSAGES.unknownProduct, ASSORTMENT_MESSAGES.unknownCategory),
      },
    }),
  },
  '/api/dealer-locations/nearby': {
    get: operation('anonymous', {
      tags: ['Dealer finder'],
      summary: 'Dealers within 100 km of a postal code or a position',
      description:
        "Either `postnummer`, or `lat` and `lng` (the browser's position). Every valid query answers 200 with a status. " +
        "Optionally narrowed to the dealers carrying a product (`product`: its or one of its sizes' article number; a location carries it " +
        'when it lists its category or the product) and/or a category (`category`); a location that lists nothing carries everything. ' +
        'Each parameter at most once; unknown parameters are refused.',
      requestParams: {
        query: z.object({
          postnummer: postalQuerySchema.shape.postnummer.optional(),
          lat: positionQuerySchema.shape.lat.optional().meta({ description: 'Latitude, -90 to 90 (with lng)' }),
          lng: positionQuerySchema.shape.lng.optional().meta({ description: 'Longitude, -180 to 180 (with lat)' }),
          product: postalQuerySchema.shape.product,
          category: postalQuerySchema.shape.category,
        }),
      },
      responses: {
        '200': json('The search result', nearbyResult, z.object({ 'Cache-Control': z.string().meta({ example: 'public, max-age=60' }) })),
        '400': error(
          'Bad query',
          'Oppgi et postnummer (4 tegn) eller en posisjon (lat og lng)',
          'Postnummeret må være 4 tegn (bokstaver eller siffer)',
          'Ugyldig breddegrad',
          'Ugyldig lengdegrad',
          'Hver parameter kan bare oppgis én gang',
          'Ukjent parameter i søket',
          ASSORTMENT_MESSAGES.product,
          ASSORTMENT_MESSAGES.category,
        ),
        '404': error('Unknown product or category', ASSORTMENT_MESSAGES.unknownProduct, ASSORTMENT_MESSAGES.unknownCategory),
      },
    }),
  },
  '/api/places/search': {
    get: operation('anonymous', {
      tags: ['Dealer finder'],
      summary: 'The Google place id best matching a text',
      description: `Find Place from Text through the server's key. ${queryRules}`,
      requestParams: { query: placesSearchQuerySchema },
      responses: {
        '200': json('The match', placeMatchResponse, PRIVATE_CACHE),
        '400': error('Bad query', PLACES_MESSAGES.invalidQuery),
        '404': error('No match', PLACES_MESSAGES.noResult),
        ...placesFailures,
      },
    }),
  },
  '/api/places/details': {
    get: operation('anonymous', {
      tags: ['Dealer finder'],
      summary: 'Phone, website, address and opening hours of a place or a dealer location',
      description:
        'Exactly one of `placeId` and `dealerId`. For a dealer location the details are stored on it and reused ' +
        `for PLACES_DETAILS_TTL_HOURS; without a key the stored details are still answered when there are any. ${queryRules}`,
      requestParams: {
        query: z.object({
          placeId: placeIdQuery.shape.placeId.optional().meta({ description: 'A Google place id' }),
          dealerId: dealerIdQuery.shape.dealerId.optional().meta({ description: "A dealer location's id ('d001')" }),
        }),
      },
      responses: {
        '200': json('With placeId: the place; with dealerId: the dealer location', z.union([placeDetails, dealerPlaceDetails]), PRIVATE_CACHE),
        '400': error('Bad query', PLACES_MESSAGES.placeOrDealer, PLACES_MESSAGES.invalidPlaceId, PLACES_MESSAGES.invalidDealerId),
        '404': error('Unknown place or dealer', PLACES_MESSAGES.noResult, PLACES_MESSAGES.unknownDealer),
        ...placesFailures,
      },
    }),
  },
  '/api/dealers': {
    get: operation('administrator', {
      tags: ['Admin: dealers'],
      summary: 'Dealer accounts, newest first',
      requestParams: {
        query: pageQuery.extend({
          q: z.string().max(200).optional().meta({ description: 'Part of the e-mail, name or company (case-insensitive); single-line text' }),
        }),
      },
      responses: {
        '200': json('One page of dealer accounts', pageOf(dealerAccount)),
        '400': invalidBody(TEXT_MESSAGES.badCharacters),
      },
    }),
    post: operation('administrator', {
      tags: ['Admin: dealers'],
      summary: 'Create a dealer account (by invitation)',
      description:
        'The account gets no password: the dealer receives an invitation e-mail (written to the outbox in the same transaction) with a ' +
        'one-time link to choose one, valid 72 hours; until then `invitationPending` is true and the account cannot sign in. ' +
        "A body with `password` is refused (400): an administrator never sets another person's password. " +
        "`stores` links dealer locations to the new account ('Min butikk'; one linked to another dealer moves here; an unknown id is a 400 on `stores`, no account created).",
      requestBody: jsonRequest(dealerSchema),
      responses: {
        '201': json('Created, the invitation sent', dealerAccount),
        '400': invalidBody(ADMIN_MESSAGES.invalid, DEALER_MESSAGES.noPassword),
        '409': fieldError('E-mail taken', DEALER_MESSAGES.duplicateEmail),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
  },
  '/api/dealers/{id}': {
    patch: operation('administrator', {
      tags: ['Admin: dealers'],
      summary: 'Change a dealer account',
      description:
        "Any of email, name, company, isActive (false ends the dealer's sessions). `stores` replaces the dealer-location links " +
        "('Min butikk': the locations listed are linked to this dealer, one linked to another dealer moves here, the dealer's others are " +
        'unlinked; `[]` unlinks all; an unknown id is a 400 on `stores`, nothing saved). `resendInvitation: true` sends a new invitation ' +
        '(the old link stops working; 409 when the dealer already has a password or is deactivated); a new e-mail on an account ' +
        "still waiting for its password gets a new invitation too. A `password` is refused (400). Administrators' accounts are not edited here.",
      requestParams: dealerId,
      requestBody: jsonRequest(dealerUpdateSchema),
      responses: {
        '200': json('Changed', changedDealerAccount),
        '400': invalidBody(ADMIN_MESSAGES.invalid, DEALER_MESSAGES.noPassword),
        '404': notFound,
        '409': fieldError('E-mail taken, or no invitation to send', DEALER_MESSAGES.duplicateEmail),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
    delete: operation('administrator', {
      tags: ['Admin: dealers'],
      summary: 'Delete a dealer account and its course progress',
      requestParams: dealerId,
      responses: { '200': json('Deleted', deletedBody), '404': notFound },
    }),
  },
};
