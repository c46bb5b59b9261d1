/**
 * The 'Innhold' tab's operation, declared once (lib/admin/shared/operation.ts): the server action
 * (actions.ts) and PUT /api/site-content are made from it. Validated with the shared schema
 * (lib/content/schema.ts), whose field errors name the nested field ('hero.figures.0.figure').
 * Server-only.
 */
import 'server-only';
import { prisma } from '../../db';
import { CONTENT_MESSAGES } from '../../content/messages';
import { contentFieldErrors, SITE_CONTENT_MAX_BYTES, siteContentUpdateSchema } from '../../content/schema';
import { updateSiteContent } from '../../content/service';
import { HttpError } from '../../http/errors';
import { defineOperation } from '../shared/operation';

/** Any of hero, reviews, about, privacy, company (each whole); answers the content and the changed sections. */
export const updateSiteContentOperation = defineOperation({
  who: 'admin',
  maxBytes: SITE_CONTENT_MAX_BYTES,
  parse: (raw) => {
    const parsed = siteContentUpdateSchema.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, CONTENT_MESSAGES.invalid, contentFieldErrors(parsed.error));
    return parsed.data;
  },
  run: ({ input }) => updateSiteContent(prisma, input),
  audit: { entity: 'site_content', action: 'update', entityId: ({ result }) => result.changed.join(',') || 'site', summary: ({ result }) => result.summary },
});

/** What the API and the form get back: the content and the changed sections (the summary is the audit log's). */
export const siteContentAnswer = <C, S>({ content, changed }: { content: C; changed: S }) => ({ content, changed });
