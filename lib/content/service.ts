/**
 * Site content (docs/product.md: Innhold): reading the stored sections over the defaults, and the
 * administrator's update. Each section is one row of site_content (key → JSON checked by
 * schema.ts); a section without a row, or with a row that no longer passes the schema, shows the
 * defaults (defaults.ts; the company identity: the SITE_* variables). Rich text is sanitised here
 * (lib/catalogue/sanitize.ts) before it is stored; the privacy text's 'Sist oppdatert' day is set
 * when, and only when, the stored privacy text changes. Every write expires the 'site-content'
 * cache tag, so the public pages show the change on the next request. The callers check the
 * administrator role and validate with siteContentUpdateSchema first.
 */
import 'server-only';
import { z } from 'zod';
import { changeSummary } from '../audit/summary';
import { expireTag } from '../cache';
import { sanitizeProductHtml } from '../catalogue/sanitize';
import type { PrismaClient } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { HttpError } from '../http/errors';
import { logger } from '../logger';
import { siteConfig, type SiteConfig } from '../site';
import { DEFAULT_HERO, DEFAULT_PRIVACY_UPDATED, DEFAULT_REVIEWS, defaultAboutHtml, defaultCompany, defaultPrivacyHtml } from './defaults';
import { CONTENT_MESSAGES } from './messages';
import {
  aboutSchema,
  companySchema,
  heroSchema,
  osloDay,
  reviewsSchema,
  SITE_CONTENT_SECTIONS,
  type CompanyContent,
  type SiteContent,
  type SiteContentSection,
  type SiteContentUpdate,
} from './schema';

export const SITE_CONTENT_TAG = 'site-content';

/** The stored privacy section: the text and its day. */
const storedPrivacySchema = z.object({ html: z.string(), updatedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

const STORED = {
  hero: heroSchema,
  reviews: reviewsSchema,
  about: aboutSchema,
  privacy: storedPrivacySchema,
  company: companySchema,
} as const;

type Stored = { [K in SiteContentSection]?: z.output<(typeof STORED)[K]> };

async function readStored(prisma: PrismaClient | Prisma.TransactionClient): Promise<Stored> {
  const rows = await prisma.siteContent.findMany({ where: { key: { in: [...SITE_CONTENT_SECTIONS] } } });
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    const schema = STORED[row.key as SiteContentSection];
    const parsed = schema?.safeParse(row.value);
    if (parsed?.success) out[row.key] = parsed.data;
    else logger.warn({ key: row.key }, 'site_content: stored section does not match its schema; the defaults are shown');
  }
  return out as Stored;
}

/** The site configuration with the company identity an administrator saved (lib/site.ts fills in the rest). */
export function withCompany(site: SiteConfig, company: CompanyContent): SiteConfig {
  return {
    ...site,
    companyName: company.companyName,
    email: company.email,
    phone: company.phone,
    organisationNumber: company.organisationNumber,
    address: { street: company.street, postalCode: company.postalCode, city: company.city, country: company.country },
  };
}

function compose(stored: Stored, site: SiteConfig): SiteContent {
  const company = stored.company ?? defaultCompany(site);
  const effective = withCompany(site, company);
  return {
    hero: stored.hero ?? DEFAULT_HERO,
    reviews: stored.reviews ?? DEFAULT_REVIEWS,
    about: { html: stored.about?.html ?? sanitizeProductHtml(defaultAboutHtml(effective)) },
    privacy: stored.privacy ?? { html: sanitizeProductHtml(defaultPrivacyHtml(effective)), updatedAt: DEFAULT_PRIVACY_UPDATED },
    company,
    stored: SITE_CONTENT_SECTIONS.filter((s) => stored[s] !== undefined),
  };
}

/** A section as dotted leaf fields ('hero.figures.0.figure'), for the audit entry's list of changed fields. */
function flatten(value: unknown, prefix: string, out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, `${prefix}.${k}`, out);
  } else out[prefix] = value;
  return out;
}

/** Rich text as it is stored; a text that sanitises to nothing (only a script, say) is refused like an empty one. */
function sanitized(html: string, section: 'about' | 'privacy'): string {
  const clean = sanitizeProductHtml(html);
  if (clean === '') throw new HttpError(400, CONTENT_MESSAGES.invalid, { [`${section}.html`]: [CONTENT_MESSAGES.htmlEmpty] });
  return clean;
}

/** The content the pages show: every stored section over its default. */
export async function loadSiteContent(prisma: PrismaClient | Prisma.TransactionClient, site: SiteConfig = siteConfig()): Promise<SiteContent> {
  return compose(await readStored(prisma), site);
}

/**
 * The site configuration with the stored company identity, read now (route handlers, which are
 * rendered per request anyway, and the e-mails written to the outbox, also inside a transaction;
 * pages use the cached getSite() in queries.ts).
 */
export async function loadSite(prisma: PrismaClient | Prisma.TransactionClient, site: SiteConfig = siteConfig()): Promise<SiteConfig> {
  return withCompany(site, (await loadSiteContent(prisma, site)).company);
}

/**
 * Saves the given sections (the others stay as they are) and answers the content afterwards with
 * the sections that changed. Rich text is sanitised; the privacy day becomes today's (Norwegian
 * time) when the sanitised privacy text differs from the one shown before.
 */
export async function updateSiteContent(
  prisma: PrismaClient,
  input: SiteContentUpdate,
  options: { now?: Date; site?: SiteConfig } = {},
): Promise<{ content: SiteContent; changed: SiteContentSection[]; summary: string }> {
  const site = options.site ?? siteConfig();
  const now = options.now ?? new Date();
  const changed: SiteContentSection[] = [];
  let summary = '';
  await prisma.$transaction(async (tx) => {
    // One writer at a time, so two saves of the privacy text cannot both miss the other's change.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('site_content'))`;
    const before = compose(await readStored(tx as unknown as PrismaClient), site);
    const next: Partial<Record<SiteContentSection, unknown>> = {};
    if (input.hero) next.hero = input.hero;
    if (input.reviews) next.reviews = input.reviews;
    if (input.company) next.company = input.company;
    if (input.about) next.about = { html: sanitized(input.about.html, 'about') };
    if (input.privacy) {
      const html = sanitized(input.privacy.html, 'privacy');
      next.privacy = { html, updatedAt: html === before.privacy.html ? before.privacy.updatedAt : osloDay(now) };
    }
    for (const key of SITE_CONTENT_SECTIONS) {
      const value = next[key];
      if (value === undefined) continue;
      // Stored even when unchanged: a saved section no longer follows the defaults (the company: the environment).
      if (JSON.stringify(before[key]) !== JSON.stringify(value)) {
        changed.push(key);
        summary = [summary, changeSummary(flatten(value, key), { before: flatten(before[key], key) })].filter(Boolean).join('; ');
      }
      const json = value as Prisma.InputJsonValue;
      await tx.siteContent.upsert({ where: { key }, create: { key, value: json }, update: { value: json } });
    }
  });
  expireTag(SITE_CONTENT_TAG);
  return { content: await loadSiteContent(prisma, site), changed, summary };
}
