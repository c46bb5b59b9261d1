import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteConfig } from '@/lib/site';

/**
 * Public pages are indexed; admin, dealer pages, sign-in and the API are not. Only Disallow lines
 * (everything else is allowed by default), so first-match parsers (Python's robotparser) and
 * longest-match ones (Google) read the file the same way; Host is a host name, not a URL.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection(); // SITE_URL is read at run time, not baked in at build time
  const base = siteConfig().siteUrl;
  return {
    rules: [{ userAgent: '*', disallow: ['/admin', '/dealer', '/dealer-portal', '/api/', '/auth'] }],
    sitemap: `${base}/sitemap.xml`,
    host: new URL(base).host,
  };
}
