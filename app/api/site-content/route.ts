import { prisma } from '@/lib/db';
import { siteContentAnswer, updateSiteContentOperation } from '@/lib/admin/content/operations';
import { operationRoute } from '@/lib/admin/shared/operation';
import { loadSiteContent } from '@/lib/content/service';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

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
export const PUT = operationRoute(updateSiteContentOperation, { answer: siteContentAnswer });
