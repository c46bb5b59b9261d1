import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/ContactPage';
import { listPublicProducts } from '@/lib/catalogue/queries';
import {
  CONTACT_MESSAGE_PARAM,
  CONTACT_SENT_PARAM,
  CONTACT_TAB_PARAM,
  CONTACT_TOPIC_PARAM,
  CONTACT_TOPICS,
  cleanPrefill,
  DEFAULT_CONTACT_TOPIC,
  sentForm,
  type ContactTopic,
} from '@/lib/contact/fields';
import { getSite } from '@/lib/content/queries';
import { pageText } from '@/lib/validation/text';

export const metadata: Metadata = {
  title: 'Kontakt oss',
  description: 'Kontakt oss på e-post eller telefon (mandag–fredag 09:00–16:00), finn ut hvor produktene selges, eller søk om å bli forhandler.',
  // The contact page with a tab, a topic or a message asked for is a view of /kontakt, not a page of its own.
  alternates: { canonical: '/kontakt' },
  robots: { index: false },
};

/**
 * `/kontakt?tab=…`, `?emne=…`, `?melding=…` (the Produktveileder's 'Spør oss') and `?sendt=…` (a
 * form sent without JavaScript), rewritten here by next.config.mjs: the contact page rendered per
 * request, so the open tab, the topic, the message (cleaned and capped, lib/contact/fields.ts) and
 * the success text are in its HTML, without JavaScript too. The bare /kontakt stays a cached page.
 */
export default async function ContactQueryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [products, site, params] = await Promise.all([listPublicProducts(), getSite(), searchParams]);
  const sent = sentForm(pageText(params, CONTACT_SENT_PARAM, 20));
  const asked = pageText(params, CONTACT_TOPIC_PARAM, 40);
  const topic: ContactTopic = (CONTACT_TOPICS as readonly string[]).includes(asked ?? '') ? (asked as ContactTopic) : DEFAULT_CONTACT_TOPIC;
  const tab = sent === 'partner' || pageText(params, CONTACT_TAB_PARAM, 20) === 'partner' ? 'partner' : 'kontakt';
  const prefill = cleanPrefill(pageText(params, CONTACT_MESSAGE_PARAM, 4000) ?? '');
  return <ContactPage site={site} products={products.slice(0, 3)} query={{ tab, topic, prefill, sent }} />;
}
