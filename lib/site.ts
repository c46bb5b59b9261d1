/**
 * The company identity shown across the site (header, footer, contact and privacy pages,
 * feeds). Plausible fictitious defaults; each field can be overridden by an environment variable.
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

/** 'tel:' link target for the phone number. */
export function phoneHref(site: SiteConfig = siteConfig()): string {
  return `tel:${site.phone.replace(/[^+\d]/g, '')}`;
}
