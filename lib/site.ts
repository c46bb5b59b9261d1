/**
 * The company identity shown across the site (header, footer, contact and privacy pages,
 * feeds). Plausible fictitious defaults; each field can be overridden by an environment variable.
 * The name, e-mail, phone, organisation number and address saved by an administrator in 'Innhold'
 * win over both (docs/operations.md: Company identity): pages read getSite() from
 * lib/content/queries.ts; this sync function is the request-free default (site URL, brand name, e-mails).
 */
import 'server-only';
export interface SiteConfig {
  /** Legal company name, e.g. in the footer and privacy page. */
  companyName: string;
  /** Short brand name used in titles and the logo. */
  brandName: string;
  email: string;
  phone: string;
  organisationNumber: string;
  address: { street: string; postalCode: string; city: string; country: string };
  foundedYear: number;
  siteUrl: string;
}

function read(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

export function siteConfig(): SiteConfig {
  return {
    companyName: read('SITE_COMPANY_NAME', 'Nordisk Pleie AS'),
    brandName: read('SITE_BRAND_NAME', 'Nordisk Pleie'),
    email: read('SITE_EMAIL', 'post@nordiskpleie.example'),
    phone: read('SITE_PHONE', '+47 22 12 19 15'),
    organisationNumber: read('SITE_ORG_NUMBER', '919 150 115'),
    address: {
      street: read('SITE_ADDRESS_STREET', 'Kvarnbygatan 15'),
      postalCode: read('SITE_ADDRESS_POSTAL_CODE', '431 34'),
      city: read('SITE_ADDRESS_CITY', 'Mölndal'),
      country: read('SITE_ADDRESS_COUNTRY', 'Sverige'),
    },
    foundedYear: 1915,
    siteUrl: read('SITE_URL', 'http://localhost:3000').replace(/\/+$/, ''),
  };
}

/** 'Kvarnbygatan 15, 431 34 Mölndal, Sverige' */
export function formatAddress(site: SiteConfig = siteConfig()): string {
  const a = site.address;
  return `${a.street}, ${a.postalCode} ${a.city}, ${a.country}`;
}

/**
 * ISO 3166-1 alpha-2 code for the configured country (schema.org's `addressCountry`), from the
 * Nordic names in Norwegian, Swedish, Danish, Finnish and English; a two-letter code passes
 * through upper-cased. Null for a name not in the list (the JSON-LD then leaves the field out).
 */
const COUNTRY_CODES: Record<string, string> = {
  norge: 'NO',
  noreg: 'NO',
  norway: 'NO',
  norwegen: 'NO',
  sverige: 'SE',
  sweden: 'SE',
  ruotsi: 'SE',
  danmark: 'DK',
  denmark: 'DK',
  tanska: 'DK',
  finland: 'FI',
  suomi: 'FI',
  finnland: 'FI',
  island: 'IS',
  iceland: 'IS',
  ísland: 'IS',
};

export function countryCode(country: string): string | null {
  const name = country.trim();
  if (/^[A-Za-z]{2}$/.test(name)) return name.toUpperCase();
  return COUNTRY_CODES[name.toLowerCase()] ?? null;
}

/** The logo (square PNG, 512 × 512) and the Open Graph picture (1200 × 630) in public/images (docs/operations.md: brand images). */
export const LOGO_IMAGE = { path: '/images/logo.png', width: 512, height: 512 } as const;
export const SHARE_IMAGE = { path: '/images/del-bilde.png', width: 1200, height: 630 } as const;

/** 'tel:' link target for the phone number. */
export function phoneHref(site: SiteConfig = siteConfig()): string {
  return `tel:${site.phone.replace(/[^+\d]/g, '')}`;
}
