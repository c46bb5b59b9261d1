/**
 * The site content as the pages read it (docs/architecture.md: caching): one cached read under the
 * 'site-content' tag, which every write expires (service.ts), so the home page, the footer and the
 * about and privacy pages — all in the full-route cache — show a change on the next request.
 * Cached values go through JSON (the content is plain JSON already).
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { prisma } from '../db';
import { siteConfig, type SiteConfig } from '../site';
import type { SiteContent } from './schema';
import { loadSiteContent, SITE_CONTENT_TAG, withCompany } from './service';

/** Stored content over the defaults; refreshed at least hourly and at once after a change. */
export const getSiteContent: () => Promise<SiteContent> = unstable_cache(() => loadSiteContent(prisma), ['site-content'], {
  tags: [SITE_CONTENT_TAG],
  revalidate: 3600,
});

/**
 * The company identity for a page or a response: lib/site.ts's configuration with the identity an
 * administrator saved in 'Innhold' (which wins over the SITE_* variables; docs/operations.md).
 * Outside pages (route handlers, the outbox's e-mails) loadSite() reads the same uncached; siteConfig()
 * alone only where no company identity is shown (scripts, the site URL).
 */
export async function getSite(): Promise<SiteConfig> {
  const content = await getSiteContent();
  return withCompany(siteConfig(), content.company);
}
