import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteConfig } from '@/lib/site';

/** Public pages are indexed; admin, dealer pages, sign-in and the API are not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection(); // SITE_URL is read at run time, not baked in at build time
  const base = siteConfig().siteUrl;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/dealer', '/dealer-portal', '/api/', '/auth'] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
