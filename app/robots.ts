import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteConfig } from '@/lib/site';

/**
 * Public pages are indexed; admin, dealer pages, sign-in, the API and the stores' counting links
 * (`/forhandlere/{slug}/vei`, `/nettside`, `/ring`: Google's `*` wildcard; every link also carries
 * rel="nofollow" and its answer `X-Robots-Tag: noindex`) are not. Only Disallow lines
 * (everything else is allowed by default), so first-match parsers (Python's robotparser) and
 * longest-match ones (Google) read the file the same way; Host is a host name, not a URL.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection(); // SITE_URL is read at run time, not baked in at build time
  const base = siteConfig().siteUrl;
  return {
    // The stores' counting links (lib/dealers/store-links.ts) redirect to other sites: nothing to index, and crawlers are not counted.
    rules: [
      {
        userAgent: '*',
        disallow: ['/admin', '/dealer', '/dealer-portal', '/api/', '/auth', '/forhandlere/*/vei', '/forhandlere/*/nettside', '/forhandlere/*/ring'],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: new URL(base).host,
  };
}
