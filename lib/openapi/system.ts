/** Paths of the product feeds (lib/feeds) and the site's own endpoints: health, session check, this description. */
import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { MEDIA_MESSAGES } from '../storage';
import { error, file, json, operation } from './common';

const feedHeaders = z.object({
  ETag: z.string().meta({ description: 'Changes with any product change; send it back in If-None-Match' }),
  'Cache-Control': z.string().meta({ example: 'public, max-age=300, stale-while-revalidate=600' }),
});

function feed(summary: string, mediaType: string): ZodOpenApiOperationObject {
  return operation('anonymous', {
    tags: ['Feeds'],
    summary,
    requestParams: { header: z.object({ 'If-None-Match': z.string().optional().meta({ description: 'The ETag of an earlier answer' }) }) },
    responses: {
      '200': file('The feed, streamed', [mediaType], feedHeaders),
      '304': { description: 'Not modified since the ETag in If-None-Match', headers: feedHeaders },
    },
  });
}

export const healthBody = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

export const liveBody = z.object({ status: z.literal('ok') });

export const readyBody = z.object({ status: z.literal('ready') });

export const notReadyBody = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(['shutting-down', 'database-unreachable', 'migrations-pending', 'migrations-unknown']),
  message: z.string().meta({ description: 'The reason in Norwegian, for operators' }),
  pending: z.array(z.string()).optional().meta({ description: 'Migrations in prisma/migrations the database lacks' }),
});

const mediaHeaders = z.object({
  'Cache-Control': z.string().meta({ example: 'public, max-age=31536000, immutable' }),
  ETag: z.string().meta({ description: 'Size and time of the stored file; send it back in If-None-Match' }),
});

export const systemPaths: ZodOpenApiPathsObject = {
  '/media/{key}': {
    get: operation('anonymous', {
      tags: ['Media'],
      summary: 'A stored public file (product image, course image, video or audio)',
      description:
        'The addresses the API answers with (`imageUrl`, course media). Keys carry a content hash, so an answer never changes: ' +
        'cached for a year. Private files (dealer documents) are served only by their own access-checked routes.',
      requestParams: {
        path: z.object({
          key: z.string().meta({ description: 'The storage key, slashes included (e.g. products/e-710-3f2a9c.webp)', example: 'products/e-710-3f2a9c.webp' }),
        }),
        header: z.object({ 'If-None-Match': z.string().optional().meta({ description: 'The ETag of an earlier answer' }) }),
      },
      responses: {
        '200': file('The file, with its stored media type', ['image/*', 'audio/*', 'video/*', 'application/pdf', 'application/octet-stream'], mediaHeaders),
        '304': { description: 'Not modified since the ETag in If-None-Match', headers: mediaHeaders },
        '400': error('Malformed key', MEDIA_MESSAGES.invalidKey),
        '404': error('No such public file', MEDIA_MESSAGES.notFound),
      },
    }),
  },
  '/feeds/google-merchant': {
    get: feed('RSS 2.0 product feed for Google Merchant Center (priced products)', 'application/rss+xml'),
  },
  '/feeds/google-manufacturer': {
    get: feed(
      'RSS 2.0 product data for Google Manufacturer Center: every size with a GTIN (required by Google), with brand, title, description, GTIN, MPN, image, product type, size and feature descriptions from the uses',
      'application/rss+xml',
    ),
  },
  '/feeds/facebook': {
    get: feed('CSV product catalogue for Facebook and Instagram (Meta Commerce Manager)', 'text/csv'),
  },
  '/api/health': {
    get: operation('anonymous', {
      tags: ['System'],
      summary: 'Whether the database answers (load balancers, uptime checks)',
      responses: {
        '200': json('The database answers', healthBody),
        '503': json('The database does not answer within 2 seconds', healthBody),
      },
    }),
  },
  '/api/health/live': {
    get: operation('anonymous', {
      tags: ['System'],
      summary: 'Liveness: the process answers (no database; restart the instance when this fails)',
      responses: { '200': json('The process answers', liveBody) },
    }),
  },
  '/api/health/ready': {
    get: operation('anonymous', {
      tags: ['System'],
      summary: 'Readiness: send traffic only while this answers 200 (load balancers)',
      responses: {
        '200': json('Not stopping, the database answers and every migration is applied', readyBody),
        '503': json('Stopping (after SIGTERM), the database does not answer within 2 seconds, or migrations are missing', notReadyBody),
      },
    }),
  },
  '/api/debug-session': {
    get: operation('administrator', {
      tags: ['System'],
      summary: 'Session check for administrators (troubleshooting sign-in)',
      responses: {
        '200': json(
          'What the server sees of the session',
          z.object({
            hasSession: z.boolean(),
            sessionID: z.string().nullable().meta({ description: 'A 12-character fingerprint of the session token, never the token' }),
            hasUser: z.literal(true),
            userIsAdmin: z.boolean(),
            hasCookies: z.boolean(),
          }),
        ),
      },
    }),
  },
  '/api/openapi.json': {
    get: operation('anonymous', {
      tags: ['System'],
      summary: 'This OpenAPI 3.1 description',
      description: 'Generated from the zod schemas the route handlers validate with (lib/openapi); also committed as docs/openapi.json.',
      responses: { '200': json('The OpenAPI document', z.looseObject({ openapi: z.string(), info: z.object({}).loose(), paths: z.object({}).loose() })) },
    }),
  },
};
