import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/ContactPage';
import { listPublicProducts } from '@/lib/catalogue/queries';
import { CONTACT_MESSAGE_PARAM, cleanPrefill } from '@/lib/contact/fields';
import { getSite } from '@/lib/content/queries';
import { pageText } from '@/lib/validation/text';

export const metadata: Metadata = {
  title: 'Kontakt oss',
  description: 'Kontakt oss på e-post eller telefon (mandag–fredag 09:00–16:00), finn ut hvor produktene selges, eller søk om å bli forhandler.',
  // The contact page with a message written into its form is a view of /kontakt, not a page of its own.
  alternates: { canonical: '/kontakt' },
  robots: { index: false },
};

/**
 * `/kontakt?melding=…` (the Produktveileder's 'Spør oss'), rewritten here by next.config.mjs: the
 * contact page rendered per request, so the message (cleaned and capped, lib/contact/fields.ts)
 * shows without JavaScript too; with JavaScript the form starts with it.
 */
export default async function ContactWithMessagePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [products, site, params] = await Promise.all([listPublicProducts(), getSite(), searchParams]);
  const prefill = cleanPrefill(pageText(params, CONTACT_MESSAGE_PARAM, 4000) ?? '');
  return <ContactPage site={site} products={products.slice(0, 3)} prefill={prefill} />;
}
