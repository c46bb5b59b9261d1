/**
 * The contact and dealer-application forms' plain constants (docs/product.md §3 and 5): choices,
 * the anti-spam question, length caps, the honeypot field. No zod here: the forms import these
 * to render, and load the schemas (./schema.ts) only when they validate.
 */
export const INDUSTRIES = [
  'Møbelbutikk',
  'Interiørforretning',
  'Jernvarehandel',
  'Byggevareforretning',
  'Trelasthandel',
  'Fargehandel',
  'Nettbutikk',
  'Annet',
] as const;

export const PRODUCT_INTERESTS = [
  'Møbelpolish',
  'Trepleie',
  'Gulvbeskyttelse',
  'Lærpleie',
  'Reparasjonsprodukter',
  'Spesialprodukter',
  'EDEN Hageprodukter',
  'Alle produkter',
] as const;

/**
 * What a contact message is about (docs/product.md: Universell utforming), with its label in the
 * form, the admin panel and the notification e-mail. 'generelt' when none is chosen;
 * /kontakt?emne=tilgjengelighet preselects the barrier report (the accessibility statement links there).
 */
export const CONTACT_TOPICS = ['generelt', 'tilgjengelighet'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const DEFAULT_CONTACT_TOPIC: ContactTopic = 'generelt';
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  generelt: 'Generelt',
  tilgjengelighet: 'Tilgjengelighet (universell utforming)',
};
/** The query parameter that preselects a topic on /kontakt. */
export const CONTACT_TOPIC_PARAM = 'emne';

/** The topic an address asks for (`?emne=`), or the default for a missing or unknown one. */
export function topicFromSearch(search: string): ContactTopic {
  const asked = new URLSearchParams(search).get(CONTACT_TOPIC_PARAM);
  return (CONTACT_TOPICS as readonly string[]).includes(asked ?? '') ? (asked as ContactTopic) : DEFAULT_CONTACT_TOPIC;
}

/**
 * A message written into the form by a link (`/kontakt?melding=…`: the Produktveileder's 'Spør oss'
 * with the visitor's answers). The visitor sees it and can change it before sending; the schema
 * checks it again when it is sent.
 */
export const CONTACT_MESSAGE_PARAM = 'melding';
/** The longest message a link may write into the form (characters; the rest is cut). */
export const PREFILL_MAX = 1000;

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A prefilled message as the form shows it: NFC, control characters (but line breaks and tabs) and
 * broken Unicode dropped, CRLF as LF, trimmed, at most PREFILL_MAX characters; '' when none.
 */
export function cleanPrefill(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0) return '';
  const text = raw
    .slice(0, PREFILL_MAX * 4)
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .trim();
  return text.slice(0, PREFILL_MAX).replace(LONE_SURROGATE, '').trim();
}

/** The message an address asks the form to start with (`?melding=`), cleaned; '' when none. */
export function prefillFromSearch(search: string): string {
  return cleanPrefill(new URLSearchParams(search).get(CONTACT_MESSAGE_PARAM));
}

/** The contact page with a message written into its form. */
export function contactMessageHref(message: string): string {
  return `/kontakt?${new URLSearchParams({ [CONTACT_MESSAGE_PARAM]: cleanPrefill(message) })}`;
}

/** The anti-spam question and its answer (docs/product.md §5). */
export const ANTI_SPAM_QUESTION = 'Hva er 2 + 2?';
export const ANTI_SPAM_ANSWER = '4';

export const LIMITS = {
  name: { min: 2, max: 100 },
  company: { min: 2, max: 200 },
  email: { max: 254 },
  phone: { min: 8, max: 40 },
  message: { min: 10, max: 5000 },
  antiSpamAnswer: { max: 20 },
} as const;

/** The hidden honeypot field both forms carry (its own module: the shared form fields import only it). */
export { HONEYPOT_FIELD } from './honeypot';

/** Far above the largest valid submission (5000-character message, every other field capped). */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

/** The two public forms: the contact message and the dealer application. */
export type FormKind = 'contact' | 'partner';

/** The contact page's tab in its address (`?tab=partner` opens the dealer application). */
export const CONTACT_TAB_PARAM = 'tab';
/**
 * The contact page after a form was sent without JavaScript (`?sendt=kontakt` or `?sendt=partner`):
 * the form shows the success text (the post redirects there, so a reload sends nothing again).
 */
export const CONTACT_SENT_PARAM = 'sendt';
export const SENT_VALUES: Record<FormKind, string> = { contact: 'kontakt', partner: 'partner' };

/** The form a `?sendt=` value names, or null. */
export function sentForm(value: string | null | undefined): FormKind | null {
  if (value === SENT_VALUES.contact) return 'contact';
  if (value === SENT_VALUES.partner) return 'partner';
  return null;
}

/**
 * The page each form is posted to without JavaScript (the form's `action`; useActionState's
 * permalink): the contact page with that form's tab open, so the page that comes back shows it.
 */
export const FORM_PAGES: Record<FormKind, string> = { contact: '/kontakt', partner: `/kontakt?${CONTACT_TAB_PARAM}=partner` };

/** Where a form sent without JavaScript goes: the contact page with the success text at the forms. */
export function sentHref(kind: FormKind): string {
  const tab = kind === 'partner' ? `${CONTACT_TAB_PARAM}=partner&` : '';
  return `/kontakt?${tab}${CONTACT_SENT_PARAM}=${SENT_VALUES[kind]}#skjema`;
}

/**
 * What a form posted without JavaScript and refused shows when the page comes back (the server
 * action's state, lib/contact/actions.ts): the input as sent, the field messages and the message
 * about the whole form (the failure, the rate limit's wait). Empty before any post.
 */
export interface FormPostState {
  values?: Record<string, string | string[]>;
  fieldErrors?: Record<string, string[]>;
  error?: string;
}

export const NO_FORM_POST: FormPostState = {};

/**
 * The largest form post the server actions accept (multipart: every field at its cap in 4-byte
 * characters, the field names, the boundaries and React's action fields fit well within it).
 */
export const FORM_POST_MAX_BYTES = 64 * 1024;
