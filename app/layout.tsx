import './globals.css';
import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { siteConfig } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const site = siteConfig();
  return {
    metadataBase: new URL(site.siteUrl),
    title: {
      default: `${site.brandName} – pleieprodukter for tre, lær og møbler siden ${site.foundedYear}`,
      template: `%s | ${site.brandName}`,
    },
    description:
      'Pleieprodukter for tre, lær og møbler siden 1915: møbelpolish, treolje, lærpleie og mer. Finn nærmeste forhandler.',
    applicationName: site.brandName,
    openGraph: { locale: 'nb_NO', siteName: site.brandName, type: 'website' },
  };
}

/**
 * Public pages are served from the full-route cache; the catalogue pages revalidate sooner
 * (and at once when a product changes), every page at least hourly (the footer's year).
 */
export const revalidate = 3600;

export const viewport: Viewport = { themeColor: '#6b4226', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const site = siteConfig();
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
          {/* A Suspense boundary lets React hydrate the footer in a task of its own. */}
          <Suspense>
            <Footer site={site} year={new Date().getFullYear()} />
          </Suspense>
        </ToastProvider>
      </body>
    </html>
  );
}
