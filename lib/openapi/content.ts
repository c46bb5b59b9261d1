/**
 * Paths of the site content edited in the admin panel's 'Innhold' tab (lib/content/;
 * docs/product.md: Innhold).
 */
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { CONTENT_MESSAGES } from '../content/messages';
import { SITE_CONTENT_MAX_BYTES, siteContentUpdateSchema } from '../content/schema';
import { invalidBody, json, jsonBodyLimits, jsonRequest, operation } from './common';
import { siteContentResponse as siteContent, siteContentSavedResponse as siteContentSaved } from '../content/responses';

const TAG = 'Site content';

export const CONTENT_SCHEMAS = { SiteContent: siteContent };

export const contentPaths: ZodOpenApiPathsObject = {
  '/api/site-content': {
    get: operation('anonymous', {
      tags: [TAG],
      summary: 'The site content as the public pages show it',
      responses: { '200': json('The content', siteContent) },
    }),
    put: operation('administrator', {
      tags: [TAG],
      summary: 'Save any of the sections of the site content',
      description:
        "Each section given is replaced whole; the others stay. Rich text is sanitised (as product descriptions); the privacy text's `updatedAt` becomes today when its text changes. Written to the audit log; the public pages show the change on the next request.",
      requestBody: jsonRequest(siteContentUpdateSchema),
      responses: {
        '200': json('Saved: the content afterwards and the sections that changed', siteContentSaved),
        '400': invalidBody(CONTENT_MESSAGES.invalid, CONTENT_MESSAGES.empty),
        ...jsonBodyLimits(SITE_CONTENT_MAX_BYTES),
      },
    }),
  },
};
