import './globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { openGraphBase, siteTitle } from '@/lib/seo/metadata';
import { getSite, getSiteContent } from '@/lib/content/queries';
import { siteConfig } from '@/lib/site';

const DEFAULT_DESCRIPTION = 'Pleieprodukter for tre, lær og møbler siden 1915: møbelpolish, treolje, lærpleie og mer. Finn nærmeste forhandler.';

export async function generateMetadata(): Promise<Metadata> {
  const site = siteConfig();
  return {
    metadataBase: new URL(site.siteUrl),
    title: siteTitle(),
    description: DEFAULT_DESCRIPTION,
    applicationName: site.brandName,
    // Defaults for pages without their own (docs/architecture.md: metadata and sharing); pages with
    // their own title and description use pageMetadata() from lib/seo/metadata.ts.
    openGraph: { ...openGraphBase(), title: siteTitle(), description: DEFAULT_DESCRIPTION },
    twitter: { card: 'summary_large_image' },
  };
}

/**
 * Public pages are served from the full-route cache; the catalogue pages revalidate sooner
 * (and at once when a product changes), every page at least hourly (the footer's year).
 */
export const revalidate = 3600;

export const viewport: Viewport = { themeColor: '#6b4226', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The footer's company details and ratings come from 'Innhold' (tag 'site-content'), so a change there expires every page.
  const [site, content] = await Promise.all([getSite(), getSiteContent()]);
  return (
    <html lang="nb" data-scroll-behavior="smooth">
      <body>
        <ToastProvider>
          <a className="skip-link" href="#main">
            Hopp til innhold
          </a>
          <Header brandName={site.brandName} user={null} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {/* No Suspense boundary here: React writes a large finished boundary after the shell as a
              hidden chunk that only its script reveals (docs/architecture.md: pages without JavaScript). */}
          <Footer site={site} reviews={content.reviews.items} year={new Date().getFullYear()} />
        </ToastProvider>
      </body>
    </html>
  );
}
