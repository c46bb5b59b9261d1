/**
 * The Google Manufacturer Center feed (docs/product.md §7, 'Google Manufacturer Center'): the
 * channel Google offers brands for their own product data, whether or not they sell on their own
 * site. RSS 2.0 with the g: namespace like the Merchant feed, one item per size that has a GTIN
 * (priced or not: Manufacturer Center carries no price). The specification requires id (the
 * size's article number, at most 50 characters), brand, title (at most 150) and gtin on every item
 * — a size without a GTIN is left out (Datakvalitet names it, lib/catalogue/quality.ts) — and
 * recommends description, mpn (the article number), image_link, product_type (the category), size,
 * item_group_id for a product in several sizes, and feature_description from the product's facts
 * (uses, setting, tasks; technical data), each with the sub-attributes headline (at most 140
 * characters) and text (250–700 characters), sent only when at least two such features can be
 * written. Streamed in batches like the other feeds. Server-only.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import type { SiteConfig } from '../site';
import { settingLabel, taskLabel } from '../catalogue/facts';
import { variantTitle } from '../catalogue/variants';
import { absoluteUrl, plainText, textStream, xmlText } from './feeds';

/** The specification's limits (Manufacturer Center product data specification). */
export const MANUFACTURER_LIMITS = {
  id: 50,
  title: 150,
  brand: 70,
  description: 10_000,
  productType: 750,
  size: 100,
  headline: 140,
  featureTextMin: 250,
  featureTextMax: 700,
  featuresMin: 2,
  featuresMax: 10,
} as const;
const L = MANUFACTURER_LIMITS;

export interface ManufacturerFacts {
  name: string;
  uses: string[];
  setting: string | null;
  tasks: string[];
  coverageMinM2PerL: number | null;
  coverageMaxM2PerL: number | null;
  recommendedCoats: number | null;
  touchDryHours: number | null;
  recoatHours: number | null;
  fullCureDays: number | null;
  applicationMinC: number | null;
  applicationMaxC: number | null;
  shelfLifeMonths: number | null;
  description: string | null;
  instructions: string | null;
}

const nb = (n: number) => n.toLocaleString('nb-NO', { maximumFractionDigits: 1 });
const range = (a: number | null, b: number | null) =>
  a !== null && b !== null ? (a === b ? nb(a) : `${nb(a)}–${nb(b)}`) : a !== null ? nb(a) : b !== null ? nb(b) : null;
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} og ${items.at(-1)}`);
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Text cut at a word boundary to at most `max` characters (with '…' when cut). */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The facts' sentences, then the given prose to reach the specification's length; null when it cannot be reached. */
function featureText(facts: string[], prose: string): string | null {
  const lead = facts.join(' ');
  if (lead === '') return null;
  const text = prose ? clip(`${lead} ${prose}`, L.featureTextMax) : lead;
  return text.length >= L.featureTextMin ? text : null;
}

/**
 * The feature descriptions of a product: 'Passer til …' from its uses, setting and tasks (with its
 * description after them), and 'Tekniske data' (with its instructions after them). Empty unless at
 * least two reach the specification's length.
 */
export function manufacturerFeatures(p: ManufacturerFacts, useLabels: Map<string, string>): { headline: string; text: string }[] {
  const uses = p.uses.map((slug) => useLabels.get(slug) ?? slug);
  const features: { headline: string; text: string }[] = [];

  const useFacts = [
    uses.length ? `${p.name} passer til ${list(uses.map((u) => u.toLowerCase()))}.` : '',
    p.setting ? `Til bruk ${settingLabel(p.setting).toLowerCase()}.` : '',
    p.tasks.length ? `${sentence(list(p.tasks.map((t) => taskLabel(t).toLowerCase())))}.` : '',
  ].filter(Boolean);
  const useText = uses.length ? featureText(useFacts, plainText(p.description, L.featureTextMax)) : null;
  if (useText) features.push({ headline: clip(`Passer til ${list(uses.map((u) => u.toLowerCase()))}`, L.headline), text: useText });

  const coverage = range(p.coverageMinM2PerL, p.coverageMaxM2PerL);
  const temperature = range(p.applicationMinC, p.applicationMaxC);
  const techFacts = [
    coverage ? `Dekkevne ${coverage} m² per liter per strøk.` : '',
    p.recommendedCoats ? `Anbefalt ${p.recommendedCoats} strøk.` : '',
    p.touchDryHours ? `Berøringstørr etter ${nb(p.touchDryHours)} timer.` : '',
    p.recoatHours ? `Nytt strøk etter ${nb(p.recoatHours)} timer.` : '',
    p.fullCureDays ? `Fullt herdet etter ${p.fullCureDays} dager.` : '',
    temperature ? `Brukstemperatur ${temperature} °C.` : '',
    p.shelfLifeMonths ? `Holdbarhet ${p.shelfLifeMonths} måneder i uåpnet emballasje.` : '',
  ].filter(Boolean);
  const techText = featureText(techFacts, plainText(p.instructions, L.featureTextMax));
  if (techText) features.push({ headline: 'Tekniske data', text: techText });

  return features.length >= L.featuresMin ? features.slice(0, L.featuresMax) : [];
}

/** One Manufacturer Center item: a size with its product's fields and facts. */
export interface ManufacturerItem extends ManufacturerFacts {
  id: number;
  articleNumber: string;
  groupId: string | null;
  title: string;
  sizeLabel: string | null;
  category: string;
  imageUrl: string;
  gtin: string;
}

const BATCH = 500;
type Decimalish = { toNumber(): number } | null;
const num = (v: Decimalish) => v?.toNumber() ?? null;

/** Every size with a GTIN (priced or not), in batches of 500 by variant id. */
export async function* manufacturerItems(prisma: PrismaClient): AsyncGenerator<ManufacturerItem[]> {
  let cursor: number | undefined;
  for (;;) {
    const batch = await prisma.productVariant.findMany({
      where: { gtin: { not: null } },
      orderBy: { id: 'asc' },
      take: BATCH,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: {
        id: true,
        articleNumber: true,
        sizeLabel: true,
        imageUrl: true,
        gtin: true,
        product: {
          select: {
            articleNumber: true,
            name: true,
            category: true,
            imageUrl: true,
            description: true,
            instructions: true,
            uses: true,
            setting: true,
            tasks: true,
            coverageMinM2PerL: true,
            coverageMaxM2PerL: true,
            recommendedCoats: true,
            touchDryHours: true,
            recoatHours: true,
            fullCureDays: true,
            applicationMinC: true,
            applicationMaxC: true,
            shelfLifeMonths: true,
            _count: { select: { variants: true } },
          },
        },
      },
    });
    if (batch.length === 0) return;
    yield batch.map(({ product: p, ...v }) => ({
      id: v.id,
      articleNumber: v.articleNumber,
      groupId: p._count.variants > 1 ? p.articleNumber : null,
      title: variantTitle(p.name, v.sizeLabel),
      name: p.name,
      sizeLabel: v.sizeLabel,
      category: p.category,
      imageUrl: v.imageUrl ?? p.imageUrl,
      gtin: v.gtin!,
      description: p.description,
      instructions: p.instructions,
      uses: p.uses,
      setting: p.setting,
      tasks: p.tasks,
      coverageMinM2PerL: num(p.coverageMinM2PerL),
      coverageMaxM2PerL: num(p.coverageMaxM2PerL),
      recommendedCoats: p.recommendedCoats,
      touchDryHours: num(p.touchDryHours),
      recoatHours: num(p.recoatHours),
      fullCureDays: p.fullCureDays,
      applicationMinC: p.applicationMinC,
      applicationMaxC: p.applicationMaxC,
      shelfLifeMonths: p.shelfLifeMonths,
    }));
    cursor = batch[batch.length - 1].id;
    if (batch.length < BATCH) return;
  }
}

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

export function manufacturerItem(site: SiteConfig, p: ManufacturerItem, useLabels: Map<string, string>): string {
  const parts = [
    tag('g:id', p.articleNumber.slice(0, L.id)),
    tag('g:brand', site.brandName.slice(0, L.brand)),
    tag('g:title', clip(p.title, L.title)),
    tag('g:gtin', p.gtin),
    tag('g:description', plainText(p.description, L.description) || p.title),
    tag('g:mpn', p.articleNumber),
    tag('g:image_link', absoluteUrl(site, p.imageUrl)),
    tag('g:product_type', p.category.slice(0, L.productType)),
    ...(p.groupId ? [tag('g:item_group_id', p.groupId)] : []),
    ...(p.sizeLabel ? [tag('g:size', p.sizeLabel.slice(0, L.size))] : []),
    ...manufacturerFeatures(p, useLabels).map((f) => `<g:feature_description>${tag('g:headline', f.headline)}${tag('g:text', f.text)}</g:feature_description>`),
  ];
  return `<item>${parts.join('')}</item>\n`;
}

async function* manufacturerChunks(prisma: PrismaClient, site: SiteConfig): AsyncGenerator<string> {
  const terms = await prisma.useTerm.findMany({ select: { slug: true, label: true } });
  const useLabels = new Map(terms.map((t) => [t.slug, t.label]));
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n';
  yield `<title>${xmlText(`${site.brandName} – produktdata for Google Manufacturer Center`)}</title>\n<link>${xmlText(site.siteUrl)}</link>\n`;
  yield `<description>${xmlText(`Produktdata fra ${site.companyName}`)}</description>\n`;
  for await (const batch of manufacturerItems(prisma)) yield batch.map((p) => manufacturerItem(site, p, useLabels)).join('');
  yield '</channel>\n</rss>\n';
}

/** GET /feeds/google-manufacturer: RSS 2.0 in the Google Manufacturer Center product data format. */
export function googleManufacturerFeed(prisma: PrismaClient, site: SiteConfig): ReadableStream<Uint8Array> {
  return textStream(manufacturerChunks(prisma, site));
}
