import { prisma } from '@/lib/db';
import { runAdminRoute } from '@/lib/admin/shared/route';
import { CONTENT_MESSAGES } from '@/lib/content/messages';
import { contentFieldErrors, siteContentUpdateSchema } from '@/lib/content/schema';
import { loadSiteContent, updateSiteContent } from '@/lib/content/service';
import { HttpError } from '@/lib/http/errors';
import { readJsonBody, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** The largest body: both rich texts at their caps, with room for the rest. */
const MAX_BODY_BYTES = 512 * 1024;

/**
 * GET /api/site-content: the site content as the pages show it (hero, reviews, about, privacy
 * with its 'Sist oppdatert' day, company, and which sections are stored); public, like the pages.
 */
export function GET(request: Request) {
  return route(request, async () => Response.json(await loadSiteContent(prisma), { headers: { 'Cache-Control': 'no-store' } }));
}

/**
 * PUT /api/site-content: any of the sections (each whole), administrators. Rich text is sanitised;
 * the privacy day is set when its text changes. 200 the content and the changed sections · 400
 * with field errors ('hero.figures.0.figure') · 401 · 403 · 413 · 415 (docs/product.md: Innhold).
 */
export function PUT(request: Request) {
  return route(request, () =>
    runAdminRoute(request, { entity: 'site_content', action: 'update' }, async (audit) => {
      const body = await readJsonBody(request, MAX_BODY_BYTES);
      const parsed = siteContentUpdateSchema.safeParse(body);
      if (!parsed.success) throw new HttpError(400, CONTENT_MESSAGES.invalid, contentFieldErrors(parsed.error));
      const { content, changed, summary } = await updateSiteContent(prisma, parsed.data);
      audit.entityId = changed.join(',') || 'site';
      audit.summary = summary;
      return { content, changed };
    }),
  );
}
