/**
 * Paths of the product facts' two vocabularies (lib/admin/product-facts/; docs/product.md: Admin
 * panel, Produktfakta): the uses ('Passer til') and the CLP statement catalogue.
 */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import {
  FACT_VOCABULARY_MESSAGES as M,
  hazardPhraseSchema,
  hazardPhraseUpdateSchema,
  PHRASE_KEY,
  USE_TERM_KEY,
  useTermMoveSchema,
  useTermTasksSchema,
  useTermSchema,
} from '../admin/product-facts/schema';
import {
  hazardPhraseDeletedResponse,
  hazardPhraseListResponse,
  hazardPhraseResponse,
  useTermDeletedResponse,
  useTermListResponse,
  useTermResponse,
} from '../admin/product-facts/responses';
import { error, errorOrFieldError, invalidBody, json, jsonRequest, operation } from './common';

const TAG = 'Admin: product facts';

const slugPath = {
  path: z.object({ slug: z.string().regex(USE_TERM_KEY).meta({ description: "The term's slug (anything else answers 404)", example: 'oljet-tre' }) }),
};
const codePath = {
  path: z.object({ code: z.string().regex(PHRASE_KEY).meta({ description: 'The statement code (anything else answers 404)', example: 'P301+P310' }) }),
};
const notFound = error('Unknown term or statement', ADMIN_MESSAGES.notFound);
const inUse = (what: string, example: string) =>
  json(
    `${what} (the message says how many; \`productCount\` carries the number)`,
    z.object({ error: z.string(), code: z.string(), productCount: z.int() }).meta({ example: { error: example, code: 'conflict', productCount: 3 } }),
  );

export const PRODUCT_FACT_SCHEMAS = { UseTerm: useTermResponse, HazardPhrase: hazardPhraseResponse };

export const productFactPaths: ZodOpenApiPathsObject = {
  '/api/use-terms': {
    get: operation('administrator', {
      tags: [TAG],
      summary: "The uses vocabulary ('Passer til') in list order, each with its product count",
      responses: { '200': json('The terms', useTermListResponse) },
    }),
    post: operation('administrator', {
      tags: [TAG],
      summary: 'Add a use term at the end of the list',
      description:
        'The slug is made from the label (lower-case ASCII words joined by hyphens) and kept when the term is renamed. Product pages show the change at once.',
      requestBody: jsonRequest(useTermSchema),
      responses: {
        '201': json('Created', useTermResponse),
        '400': invalidBody(ADMIN_MESSAGES.invalid, M.termLabel),
        '409': errorOrFieldError('A term has this label (or the same slug)', M.termDuplicate),
      },
    }),
  },
  '/api/use-terms/{slug}': {
    patch: operation('administrator', {
      tags: [TAG],
      summary: 'Rename a use term (the slug is kept)',
      requestParams: slugPath,
      requestBody: jsonRequest(useTermSchema),
      responses: {
        '200': json('Renamed', useTermResponse),
        '400': invalidBody(ADMIN_MESSAGES.invalid, M.termLabel),
        '404': notFound,
        '409': errorOrFieldError('Another term has this label', M.termDuplicate),
      },
    }),
    delete: operation('administrator', {
      tags: [TAG],
      summary: 'Delete a use term no product uses',
      requestParams: slugPath,
      responses: { '200': json('Deleted', useTermDeletedResponse), '404': notFound, '409': inUse('Products use the term', M.termInUse(3)) },
    }),
  },
  '/api/use-terms/{slug}/move': {
    post: operation('administrator', {
      tags: [TAG],
      summary: 'Move a use term one place up or down',
      description: 'At the top (up) or the bottom (down) the order stays as it is.',
      requestParams: slugPath,
      requestBody: jsonRequest(useTermMoveSchema),
      responses: { '200': json('Moved', useTermResponse), '400': invalidBody(ADMIN_MESSAGES.invalid, M.direction), '404': notFound },
    }),
  },
  '/api/use-terms/{slug}/tasks': {
    put: operation('administrator', {
      tags: [TAG],
      summary: "Set a use term's routine in the Produktveileder (its tasks in order)",
      description:
        "The tasks ('rengjore', 'fjerne-flekker', 'reparere', 'beskytte', 'vedlikeholde') in the order they are done, each at most once; blank entries are dropped. The guide offers them as goals, and the routine for a goal is the order up to and including it. An empty list takes the term out of the guide. The guide's pages show the change at once.",
      requestParams: slugPath,
      requestBody: jsonRequest(useTermTasksSchema),
      responses: { '200': json('Saved', useTermResponse), '400': invalidBody(ADMIN_MESSAGES.invalid, M.taskOrder), '404': notFound },
    }),
  },
  '/api/hazard-phrases': {
    get: operation('administrator', {
      tags: [TAG],
      summary: 'The CLP statement catalogue (H, then EUH, then P), each with its product count',
      requestParams: { query: z.object({ q: z.string().max(100).optional().meta({ description: 'Part of a code or of the wording' }) }) },
      responses: { '200': json('The statements', hazardPhraseListResponse), '400': invalidBody(ADMIN_MESSAGES.invalid) },
    }),
    post: operation('administrator', {
      tags: [TAG],
      summary: 'Add a statement to the catalogue',
      description: "The code as typed is normalised ('p301 + p310' → 'P301+P310'). Product pages show the wording.",
      requestBody: jsonRequest(hazardPhraseSchema),
      responses: {
        '201': json('Created', hazardPhraseResponse),
        '400': invalidBody(ADMIN_MESSAGES.invalid, M.phraseCode, M.phraseText),
        '409': errorOrFieldError('The catalogue has the code', M.phraseDuplicate),
      },
    }),
  },
  '/api/hazard-phrases/{code}': {
    patch: operation('administrator', {
      tags: [TAG],
      summary: "Change a statement's wording",
      requestParams: codePath,
      requestBody: jsonRequest(hazardPhraseUpdateSchema),
      responses: { '200': json('Updated', hazardPhraseResponse), '400': invalidBody(ADMIN_MESSAGES.invalid, M.phraseText), '404': notFound },
    }),
    delete: operation('administrator', {
      tags: [TAG],
      summary: 'Delete a statement no product carries',
      requestParams: codePath,
      responses: { '200': json('Deleted', hazardPhraseDeletedResponse), '404': notFound, '409': inUse('Products carry the code', M.phraseInUse('H226', 3)) },
    }),
  },
};
