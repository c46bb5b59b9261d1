/**
 * The site content as GET and PUT /api/site-content answer it (lib/content/), as a zod schema beside
 * the service; lib/openapi describes the API with it (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { Fits } from '../http/responses';
import type { SiteContent } from './schema';
import { aboutSchema, companySchema, heroSchema, privacySchema } from './schema';

export const siteSectionResponse = z.enum(['hero', 'reviews', 'about', 'privacy', 'company']);

export const siteContentResponse = z
  .object({
    hero: heroSchema,
    reviews: z.object({
      items: z.array(
        z.object({
          source: z.string(),
          score: z.number().meta({ description: '0–5, one decimal shown' }),
          count: z.int(),
          url: z.string().meta({ description: "https address, or '' for none" }),
        }),
      ),
    }),
    about: aboutSchema.meta({ description: 'Sanitised HTML; each h2 opens a section of /om-oss' }),
    privacy: privacySchema.extend({
      updatedAt: z.string().meta({ format: 'date', description: "'Sist oppdatert': set when the text changes (Norwegian day)" }),
    }),
    company: companySchema.meta({ description: 'The company identity; until an administrator saves it, the SITE_* environment variables' }),
    stored: z.array(siteSectionResponse).meta({ description: 'The sections an administrator has saved; the others are the defaults' }),
  })
  .meta({ id: 'SiteContent' });

/** PUT /api/site-content: the content afterwards and the sections that changed. */
export const siteContentSavedResponse = z.object({ content: siteContentResponse, changed: z.array(siteSectionResponse) });

// The service's type must fit the schema: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [Fits<SiteContent, typeof siteContentResponse>] = [true];
