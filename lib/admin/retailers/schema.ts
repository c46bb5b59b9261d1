/**
 * Online shops (docs/product.md: Admin panel, Nettbutikker; issue 18 item 6): the retailer's name
 * and website, one schema for the admin form, the server actions and POST/PATCH /api/retailers;
 * the logo's size limit and texts (checked in the browser before sending and on the server; the
 * content check itself is in logo.ts). Client-safe.
 */
import { z } from 'zod';
import { singleLine } from '../../validation/text';

z.config({ jitless: true });

export const RETAILER_MESSAGES = {
  name: 'Oppgi navnet på nettbutikken (maks 120 tegn)',
  websiteUrl: 'Nettsiden må være en https-adresse (maks 500 tegn)',
  duplicate: 'Det finnes allerede en nettbutikk med dette navnet',
  empty: 'Oppgi navn, nettside eller logo',
  slug: 'Navnet må inneholde minst én bokstav eller ett tall',
} as const;

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export const LOGO_MESSAGES = {
  missing: 'Velg en logo å laste opp',
  tooLarge: 'Logoen er for stor (maks 2 MB)',
  notImage: 'Logoen må være et bilde (PNG, JPEG, WebP, AVIF eller GIF; SVG godtas ikke)',
  tooSmall: 'Logoen må være minst 16 × 16 piksler',
  notMultipart: 'Logoen må sendes som multipart/form-data',
} as const;

/** What the file input offers; the server decides by content, never by this list. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

const name = singleLine({ max: 120, min: 1, message: RETAILER_MESSAGES.name });
const websiteUrl = singleLine({ max: 500, min: 1, message: RETAILER_MESSAGES.websiteUrl }).regex(
  /^https:\/\/[^\s/?#]+\.[^\s]+$/i,
  RETAILER_MESSAGES.websiteUrl,
);

/** A new retailer (the logo, when given, travels beside it as a file). */
export const retailerSchema = z.object({ name, websiteUrl });

/** A change: any of the fields; `removeLogo` drops the stored logo (the product page shows the name). */
export const retailerUpdateSchema = z.object({
  name: name.optional(),
  websiteUrl: websiteUrl.optional(),
  removeLogo: z
    .preprocess((v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' ? false : v), z.boolean({ error: RETAILER_MESSAGES.empty }))
    .optional(),
});

export type RetailerData = z.output<typeof retailerSchema>;
export type RetailerUpdate = z.output<typeof retailerUpdateSchema>;

/** The delete confirmation: how many products lose their link. */
export function confirmDeleteRetailer(name: string, linkCount: number): string {
  const links =
    linkCount === 0
      ? 'Ingen produkter lenker til den.'
      : `${linkCount} ${linkCount === 1 ? 'produkt lenker' : 'produkter lenker'} til den, og ${linkCount === 1 ? 'lenken' : 'lenkene'} slettes også.`;
  return `Dette vil permanent slette nettbutikken "${name}". ${links} Denne handlingen kan ikke angres.`;
}
