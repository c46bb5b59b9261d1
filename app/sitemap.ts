import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { listProductsForSitemap } from '@/lib/catalogue/queries';
import { siteConfig } from '@/lib/site';

/** Every public page and every product, with when the product last changed. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection(); // built per request from the database (cached under the products tag)
  const base = siteConfig().siteUrl;
  const products = await listProductsForSitemap();
  const newest = products.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), '1970-01-01T00:00:00.000Z');
  const pages: MetadataRoute.Sitemap = [
    { url: `${base}/`, lastModified: newest, changeFrequency: 'weekly', priority: 1 },
    { url: `${base}/forhandlere`, changeFrequency: 'monthly', priority: 0.8 },
    { url: `${base}/om-oss`, changeFrequency: 'yearly', priority: 0.5 },
    { url: `${base}/kontakt`, changeFrequency: 'yearly', priority: 0.5 },
    { url: `${base}/personvern`, lastModified: '2025-03-04', changeFrequency: 'yearly', priority: 0.2 },
  ];
  return [
    ...pages,
    ...products.map((p) => ({
      url: `${base}/produkt/${encodeURIComponent(p.articleNumber)}`,
      lastModified: p.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
  ];
}
