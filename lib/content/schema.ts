/**
 * Site content edited in the admin panel ('Innhold', docs/product.md: Innhold; issue 18 item 7):
 * the home page's hero and three figures, the review ratings, the about and privacy texts (rich
 * text, sanitised on the server) and the company identity. One schema per section, shared by the
 * admin form, the server action and PUT /api/site-content; the document schema takes any of the
 * sections (a partial update). Client-safe.
 */
import { z } from 'zod';
import { multiLine, singleLine } from '../validation/text';
import { CONTENT_MESSAGES as M } from './messages';

z.config({ jitless: true });

export const SITE_CONTENT_SECTIONS = ['hero', 'reviews', 'about', 'privacy', 'company'] as const;
export type SiteContentSection = (typeof SITE_CONTENT_SECTIONS)[number];

export const MAX_ABOUT_HTML = 50_000;
export const MAX_PRIVACY_HTML = 100_000;

const line = (max: number, message: string) => singleLine({ max, min: 1, message });

/** A number typed in a form ('4,8' or '4.8') or sent as a number. */
const typedNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim().replace(',', '.'))) : v),
    z.number({ error: message }).finite(message),
  );

export const heroSchema = z.object({
  title: line(120, M.heroTitle),
  lead: line(300, M.heroLead),
  figures: z.array(z.object({ figure: line(12, M.figure), label: line(60, M.figureLabel) }), { error: M.figures }).length(3, M.figures),
});

export const reviewSchema = z.object({
  source: line(40, M.reviewSource),
  score: typedNumber(M.reviewScore).pipe(z.number().min(0, M.reviewScore).max(5, M.reviewScore)),
  count: typedNumber(M.reviewCount).pipe(z.number().int(M.reviewCount).min(0, M.reviewCount).max(10_000_000, M.reviewCount)),
  /** Where the reviews can be read; '' for none (the footer then shows plain text). */
  url: singleLine({ max: 500, message: M.reviewUrl }).refine((v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s]+$/i.test(v), M.reviewUrl),
});

export const reviewsSchema = z.object({ items: z.array(reviewSchema, { error: M.reviews }).max(4, M.reviews) });

/** A rich text as the editor sends it; the server sanitises it before storing (lib/catalogue/sanitize.ts). */
const richText = (max: number) => z.object({ html: multiLine({ max, min: 1, message: M.html(max), minMessage: M.htmlEmpty, requiredMessage: M.htmlEmpty }) });

export const aboutSchema = richText(MAX_ABOUT_HTML);
/** The privacy text; its 'Sist oppdatert' date is set by the server when the text changes, never sent. */
export const privacySchema = richText(MAX_PRIVACY_HTML);

export const companySchema = z.object({
  companyName: line(120, M.companyName),
  email: singleLine({ max: 254, message: M.email }).pipe(z.email(M.email)),
  phone: line(30, M.phone).regex(/^[+\d][\d\s()+-]*$/, M.phone),
  organisationNumber: line(30, M.organisationNumber),
  street: line(120, M.street),
  postalCode: line(12, M.postalCode),
  city: line(80, M.city),
  country: line(60, M.country),
});

/** PUT /api/site-content and the server action: any of the sections, at least one; unknown keys refused. */
/** The JSON body cap of the site content's update (every section's texts at once). */
export const SITE_CONTENT_MAX_BYTES = 512 * 1024;

export const siteContentUpdateSchema = z
  .strictObject({
    hero: heroSchema.optional(),
    reviews: reviewsSchema.optional(),
    about: aboutSchema.optional(),
    privacy: privacySchema.optional(),
    company: companySchema.optional(),
  })
  .refine((v) => SITE_CONTENT_SECTIONS.some((s) => v[s] !== undefined), { message: M.empty, path: ['_'] });

export type HeroContent = z.output<typeof heroSchema>;
export type ReviewsContent = z.output<typeof reviewsSchema>;
export type Review = z.output<typeof reviewSchema>;
export type CompanyContent = z.output<typeof companySchema>;
export type SiteContentUpdate = z.output<typeof siteContentUpdateSchema>;

/** The content as pages and the panel read it (stored values over the defaults). */
export interface SiteContent {
  hero: HeroContent;
  reviews: ReviewsContent;
  /** Sanitised HTML. */
  about: { html: string };
  /** Sanitised HTML; `updatedAt` is the 'Sist oppdatert' day (YYYY-MM-DD, Norwegian time). */
  privacy: { html: string; updatedAt: string };
  company: CompanyContent;
  /** Which sections an administrator has saved (the others show the defaults). */
  stored: SiteContentSection[];
}

/**
 * Zod issues as dotted field paths ('hero.figures.0.figure') → messages: the API's field errors
 * and the keys the admin form marks its fields with.
 */
export function contentFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

/** '2025-03-04' → '04.03.2025' (the privacy page's 'Sist oppdatert'). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** The calendar day of `at` in Norway, YYYY-MM-DD. */
export function osloDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
