/**
 * The site's e-mails in Norwegian (plain text and HTML from one layout, layout.ts). Pure functions:
 * tested without a database or a mail server.
 */
import { siteConfig, type SiteConfig } from '../site';
import { renderMail, type MailContent } from './layout';
import { formatDay } from '../content/schema';
import { CONTACT_TOPIC_LABELS, DEFAULT_CONTACT_TOPIC, type ContactTopic } from '../contact/fields';

const dateTime = new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Oslo' });

export function invitationMail(input: { name: string; role: 'DEALER' | 'ADMIN'; url: string; expiresAt: Date }, site: SiteConfig = siteConfig()): MailContent {
  const where = input.role === 'ADMIN' ? `administrasjonspanelet til ${site.brandName}` : `forhandlerportalen til ${site.brandName}`;
  return renderMail(
    {
      subject: `Velkommen til ${site.brandName} – velg passord`,
      greeting: `Hei ${input.name},`,
      paragraphs: [`Du har fått en konto i ${where}. Velg ditt eget passord med lenken under.`],
      action: { label: 'Velg passord', url: input.url },
      after: [`Lenken virker én gang og er gyldig til ${dateTime.format(input.expiresAt)}.`, 'Har du ikke ventet denne e-posten, kan du se bort fra den.'],
    },
    site,
  );
}

export function passwordResetMail(input: { name: string; url: string; expiresAt: Date }, site: SiteConfig = siteConfig()): MailContent {
  return renderMail(
    {
      subject: `Nytt passord for ${site.brandName}`,
      greeting: `Hei ${input.name},`,
      paragraphs: ['Vi har fått en forespørsel om å sette nytt passord for kontoen din. Velg et nytt passord med lenken under.'],
      action: { label: 'Velg nytt passord', url: input.url },
      after: [
        `Lenken virker én gang og er gyldig til ${dateTime.format(input.expiresAt)}.`,
        'Har du ikke bedt om nytt passord, kan du se bort fra denne e-posten. Passordet ditt er uendret.',
      ],
    },
    site,
  );
}

/** The panel's list of messages and applications (Admin › Meldinger). */
const messagesUrl = (site: SiteConfig) => `${site.siteUrl}/admin?fane=meldinger`;

/**
 * A new contact message, to the company address. What the visitor wrote is plain text in both
 * parts (renderMail escapes the HTML); the visitor's address goes in Reply-To, never in From.
 */
export function contactNotificationMail(
  input: { id: number; name: string; email: string; topic: ContactTopic; message: string },
  site: SiteConfig = siteConfig(),
): MailContent {
  // A topic other than the default goes into the subject, so a barrier report stands out in the inbox.
  const topic = CONTACT_TOPIC_LABELS[input.topic];
  return renderMail(
    {
      subject: input.topic === DEFAULT_CONTACT_TOPIC ? `Ny melding fra ${input.name}` : `Ny melding fra ${input.name} – ${topic}`,
      paragraphs: [`Ny melding fra kontaktskjemaet (nr. ${input.id}).`, `Navn: ${input.name}\nE-post: ${input.email}\nEmne: ${topic}`, input.message],
      action: { label: 'Åpne Meldinger i administrasjonspanelet', url: messagesUrl(site) },
      after: ['Svar direkte på denne e-posten for å svare avsenderen.'],
    },
    site,
  );
}

/** A new dealer application, to the company address (every field; Reply-To the applicant). */
export function partnerNotificationMail(
  input: { id: number; name: string; company: string; email: string; phone: string; industry: string; productInterest: readonly string[]; message: string },
  site: SiteConfig = siteConfig(),
): MailContent {
  return renderMail(
    {
      subject: `Ny forhandlersøknad fra ${input.company}`,
      paragraphs: [
        `Ny forhandlersøknad (nr. ${input.id}).`,
        [
          `Navn: ${input.name}`,
          `Firma: ${input.company}`,
          `E-post: ${input.email}`,
          `Telefon: ${input.phone}`,
          `Bransje: ${input.industry}`,
          `Interesserte produkter: ${input.productInterest.join(', ')}`,
        ].join('\n'),
        input.message,
      ],
      action: { label: 'Åpne søknaden i administrasjonspanelet', url: messagesUrl(site) },
      after: ['Svar direkte på denne e-posten for å svare søkeren.'],
    },
    site,
  );
}

/** One revised safety data sheet as the dealers' e-mail names it. */
export interface SdsRevisionLine {
  productName: string;
  articleNumber: string;
  /** 'Norsk', 'Svensk', 'Engelsk'. */
  languageLabel: string;
  revision: string;
  /** YYYY-MM-DD. */
  revisionDate: string;
}

/**
 * REACH art. 31(9): a revised safety data sheet, to every active dealer account (docs/product.md:
 * Sikkerhetsdatablader). The revisions published the same Oslo day share one message, sent at 07:00
 * the next morning: the outbox row is rewritten with every line while it is still waiting
 * (lib/admin/product-documents/notify.ts). Neutral wording: it goes to every active dealer, not
 * only those who bought the product.
 */
export function sdsRevisionMail(input: { name: string; revisions: SdsRevisionLine[]; url: string }, site: SiteConfig = siteConfig()): MailContent {
  const one = input.revisions.length === 1;
  const lines = input.revisions.map(
    (r) => `• ${r.productName} (art.nr. ${r.articleNumber}), ${r.languageLabel.toLowerCase()}: revisjon ${r.revision}, datert ${formatDay(r.revisionDate)}`,
  );
  return renderMail(
    {
      subject: one ? `Nytt sikkerhetsdatablad: ${input.revisions[0].productName}` : `${input.revisions.length} nye sikkerhetsdatablader fra ${site.brandName}`,
      greeting: `Hei ${input.name},`,
      paragraphs: [
        one
          ? 'Vi har publisert en ny revisjon av sikkerhetsdatabladet for dette produktet:'
          : 'Vi har publisert nye revisjoner av sikkerhetsdatabladene for disse produktene:',
        lines.join('\n'),
        'Du finner de gjeldende sikkerhetsdatabladene i forhandlerportalen, der du kan laste dem ned enkeltvis eller alle samlet. Gi gjerne den nye versjonen videre til dem som bruker produktene hos dere.',
      ],
      action: { label: 'Se sikkerhetsdatabladene', url: input.url },
      after: [
        'Du får denne e-posten fordi leverandører skal gi oppdaterte sikkerhetsdatablader til alle de har levert produktet til (REACH artikkel 31 nr. 9).',
      ],
    },
    site,
  );
}
