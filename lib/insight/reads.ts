/**
 * The Oversikt tab's reads (docs/product.md: Oversikt): unmet demand (postal searches with no
 * dealer within 100 km, product searches with no result, advisor answers with no product, per
 * week), the quantity calculator's use per product and week, the work waiting in the other
 * tabs, and the learning trend. Administrators only: the callers check the role.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { prefixCentre } from '../dealers/search';
import type { LatLng } from '../dealers/geo';
import { settingLabel, taskLabel } from '../catalogue/facts';
import { isoWeekLabel } from './week';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PostalDemandRow {
  /** The ISO week's Monday. */
  weekStart: Date;
  /** '2026-W48'. */
  week: string;
  postalCode: string;
  /** The product searched for (article number) when no dealer within 100 km carries it; '' for no dealer at all. */
  product: string;
  /** Its name ('' for none, or a product since deleted). */
  productName: string;
  count: number;
}

export interface TermDemandRow {
  weekStart: Date;
  week: string;
  term: string;
  count: number;
}

/**
 * Postal searches with no dealer within 100 km, or none carrying the product searched for, per
 * postal code, product and week (since `since`, else every week kept): newest week first, then the
 * most searched.
 */
export async function unmetPostalDemand(client: PrismaClient, since?: Date): Promise<PostalDemandRow[]> {
  const rows = await client.demandPostalSearch.findMany({
    where: since ? { weekStart: { gte: since } } : undefined,
    orderBy: [{ weekStart: 'desc' }, { count: 'desc' }, { postalCode: 'asc' }, { product: 'asc' }],
  });
  const wanted = [...new Set(rows.map((r) => r.product).filter(Boolean))];
  const sizes = wanted.length
    ? await client.productVariant.findMany({ where: { articleNumber: { in: wanted } }, select: { articleNumber: true, product: { select: { name: true } } } })
    : [];
  const names = new Map(sizes.map((s) => [s.articleNumber, s.product.name]));
  return rows.map((r) => ({
    weekStart: r.weekStart,
    week: isoWeekLabel(r.weekStart),
    postalCode: r.postalCode,
    product: r.product,
    productName: names.get(r.product) ?? '',
    count: r.count,
  }));
}

/** Product searches with no result, per term and week (since `since`, else every week kept), in the same order. */
export async function unmatchedProductSearches(client: PrismaClient, since?: Date): Promise<TermDemandRow[]> {
  const rows = await client.demandProductSearch.findMany({
    where: since ? { weekStart: { gte: since } } : undefined,
    orderBy: [{ weekStart: 'desc' }, { count: 'desc' }, { term: 'asc' }],
  });
  return rows.map((r) => ({ weekStart: r.weekStart, week: isoWeekLabel(r.weekStart), term: r.term, count: r.count }));
}

export interface AdvisorMissRow {
  weekStart: Date;
  week: string;
  /** The material's UseTerm slug, and its label (the slug when the term has since been deleted). */
  material: string;
  materialLabel: string;
  setting: string;
  settingLabel: string;
  task: string;
  taskLabel: string;
  count: number;
}

/** Advisor answers that found no product, per path and week (since `since`, else every week kept), in the same order. */
export async function advisorMisses(client: PrismaClient, since?: Date): Promise<AdvisorMissRow[]> {
  const rows = await client.demandAdvisorMiss.findMany({
    where: since ? { weekStart: { gte: since } } : undefined,
    orderBy: [{ weekStart: 'desc' }, { count: 'desc' }, { material: 'asc' }, { setting: 'asc' }, { task: 'asc' }],
  });
  const slugs = [...new Set(rows.map((r) => r.material))];
  const terms = slugs.length ? await client.useTerm.findMany({ where: { slug: { in: slugs } }, select: { slug: true, label: true } }) : [];
  const labels = new Map(terms.map((t) => [t.slug, t.label]));
  return rows.map((r) => ({
    weekStart: r.weekStart,
    week: isoWeekLabel(r.weekStart),
    material: r.material,
    materialLabel: labels.get(r.material) ?? r.material,
    setting: r.setting,
    settingLabel: settingLabel(r.setting),
    task: r.task,
    taskLabel: taskLabel(r.task),
    count: r.count,
  }));
}

export interface CalculatorUseRow {
  weekStart: Date;
  week: string;
  /** The product's article number, and its name ('' for a product since deleted). */
  product: string;
  productName: string;
  count: number;
}

/** The quantity calculator's answers per product and week (since `since`, else every week kept), in the same order. */
export async function calculatorUses(client: PrismaClient, since?: Date): Promise<CalculatorUseRow[]> {
  const rows = await client.demandCalculatorUse.findMany({
    where: since ? { weekStart: { gte: since } } : undefined,
    orderBy: [{ weekStart: 'desc' }, { count: 'desc' }, { product: 'asc' }],
  });
  const wanted = [...new Set(rows.map((r) => r.product))];
  const sizes = wanted.length
    ? await client.productVariant.findMany({ where: { articleNumber: { in: wanted } }, select: { articleNumber: true, product: { select: { name: true } } } })
    : [];
  const names = new Map(sizes.map((s) => [s.articleNumber, s.product.name]));
  return rows.map((r) => ({
    weekStart: r.weekStart,
    week: isoWeekLabel(r.weekStart),
    product: r.product,
    productName: names.get(r.product) ?? '',
    count: r.count,
  }));
}

export interface DemandPoint extends LatLng {
  postalCode: string;
  count: number;
}

/**
 * The map's points: each postal code's total over the rows, placed at its postal-prefix centre
 * (lib/dealers/postal-prefixes.ts; a code with no known prefix is left off the map, not the table).
 */
export function demandPoints(rows: readonly PostalDemandRow[]): DemandPoint[] {
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.postalCode, (totals.get(r.postalCode) ?? 0) + r.count);
  return [...totals]
    .flatMap(([postalCode, count]) => {
      const centre = prefixCentre(postalCode);
      return centre ? [{ postalCode, count, ...centre }] : [];
    })
    .sort((a, b) => b.count - a.count || a.postalCode.localeCompare(b.postalCode));
}

export interface WorkWaiting {
  newMessages: number;
  newApplications: number;
  failedEmails: number;
  productsWithoutPrice: number;
  productsWithoutImage: number;
  locationsWithoutCoordinates: number;
  locationsNotUpdated: number;
}

/**
 * What waits in the other tabs: messages and applications still 'Ny', e-mails the outbox gave up
 * on, products with a size without a recommended price or with no image, dealer locations without
 * coordinates or not changed for 365 days.
 */
export async function workWaiting(client: PrismaClient, now: Date = new Date()): Promise<WorkWaiting> {
  const yearAgo = new Date(now.getTime() - 365 * DAY_MS);
  const [newMessages, newApplications, failedEmails, productsWithoutPrice, productsWithoutImage, locationsWithoutCoordinates, locationsNotUpdated] =
    await Promise.all([
      client.contactMessage.count({ where: { status: 'new' } }),
      client.partnerInquiry.count({ where: { status: 'new' } }),
      client.outboxMessage.count({ where: { status: 'failed' } }),
      client.product.count({ where: { variants: { some: { recommendedPriceNok: null } } } }),
      client.product.count({ where: { imageUrl: '' } }),
      client.dealerLocation.count({ where: { OR: [{ lat: null }, { lng: null }] } }),
      client.dealerLocation.count({ where: { updatedAt: { lt: yearAgo } } }),
    ]);
  return { newMessages, newApplications, failedEmails, productsWithoutPrice, productsWithoutImage, locationsWithoutCoordinates, locationsNotUpdated };
}

export interface FallingCourse {
  courseId: number;
  title: string;
  /** Completions in the last 30 days. */
  recent: number;
  /** Completions in the 30 days before. */
  previous: number;
}

export interface LearningTrend {
  /** Course completions this calendar month so far (UTC). */
  thisMonth: number;
  /** Course completions last calendar month. */
  lastMonth: number;
  /** Courses (not archived) with fewer completions in the last 30 days than in the 30 days before, the largest fall first. */
  falling: FallingCourse[];
}

async function completionsByCourse(client: PrismaClient, from: Date, to: Date): Promise<Map<number, number>> {
  const groups = await client.courseProgress.groupBy({ by: ['courseId'], where: { completedAt: { gte: from, lt: to } }, _count: { _all: true } });
  return new Map(groups.map((g) => [g.courseId, g._count._all]));
}

/** Completions this month against last month, and the courses whose completions fell. */
export async function learningTrend(client: PrismaClient, now: Date = new Date()): Promise<LearningTrend> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const recentFrom = new Date(now.getTime() - 30 * DAY_MS);
  const previousFrom = new Date(now.getTime() - 60 * DAY_MS);
  const [thisMonth, lastMonth, recent, previous] = await Promise.all([
    client.courseProgress.count({ where: { completedAt: { gte: monthStart, lte: now } } }),
    client.courseProgress.count({ where: { completedAt: { gte: lastMonthStart, lt: monthStart } } }),
    completionsByCourse(client, recentFrom, now),
    completionsByCourse(client, previousFrom, recentFrom),
  ]);
  const fell = [...previous].filter(([id, before]) => (recent.get(id) ?? 0) < before).map(([id]) => id);
  const courses = fell.length ? await client.course.findMany({ where: { id: { in: fell }, archivedAt: null }, select: { id: true, title: true } }) : [];
  const falling = courses
    .map((c) => ({ courseId: c.id, title: c.title, recent: recent.get(c.id) ?? 0, previous: previous.get(c.id) ?? 0 }))
    .sort((a, b) => b.previous - b.recent - (a.previous - a.recent) || a.title.localeCompare(b.title, 'nb'));
  return { thisMonth, lastMonth, falling };
}
