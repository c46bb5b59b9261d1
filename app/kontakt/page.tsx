import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/ContactPage';
import { listPublicProducts } from '@/lib/catalogue/queries';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSite } from '@/lib/content/queries';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Kontakt oss',
    description: 'Kontakt oss på e-post eller telefon (mandag–fredag 09:00–16:00), finn ut hvor produktene selges, eller søk om å bli forhandler.',
    path: '/kontakt',
  });
}

/** Served from the full-route cache; the product pictures follow the catalogue (tag 'products'). */
export const revalidate = 300;

export default async function KontaktPage() {
  const [products, site] = await Promise.all([listPublicProducts(), getSite()]);
  return <ContactPage site={site} products={products.slice(0, 3)} />;
}
