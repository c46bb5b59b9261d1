/**
 * Page metadata with complete Open Graph and Twitter tags (docs/architecture.md: metadata and
 * sharing). Next.js replaces a parent's `openGraph` object as a whole when a page sets its own,
 * so every page's object carries the site-wide fields too. Relative URLs resolve against
 * `metadataBase` (SITE_URL), set in app/layout.tsx.
 */
import 'server-only';
import type { Metadata } from 'next';
import { SHARE_IMAGE, siteConfig } from '@/lib/site';

export interface PageSeo {
  /** The page's own title (the layout's template adds the brand); absent for the home page. */
  title?: string;
  description: string;
  /** Site-relative path of the canonical URL, also og:url. */
  path: string;
}

/** The home page's title and the template the other pages' titles go into. */
export function siteTitle(): { default: string; template: string } {
  const site = siteConfig();
  return {
    default: `${site.brandName} – pleieprodukter for tre, lær og møbler siden ${site.foundedYear}`,
    template: `%s | ${site.brandName}`,
  };
}

/** og:site_name, og:locale, og:type and the default picture: shared by every page type. */
export function openGraphBase() {
  const site = siteConfig();
  return {
    siteName: site.brandName,
    locale: 'nb_NO',
    type: 'website' as const,
    images: [{ url: SHARE_IMAGE.path, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: `${site.brandName} – pleie for tre, lær og møbler` }],
  };
}

export function pageMetadata({ title, description, path }: PageSeo): Metadata {
  const titles = siteTitle();
  const fullTitle = title ? titles.template.replace('%s', title) : titles.default;
  // Absolute: the layout's Open Graph title template would add the brand a second time.
  const openGraph = { ...openGraphBase(), title: { absolute: fullTitle }, description, url: path };
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    openGraph,
    twitter: { card: 'summary_large_image', title: { absolute: fullTitle }, description, images: openGraph.images },
  };
}
