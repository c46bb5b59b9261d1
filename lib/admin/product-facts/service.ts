/**
 * The product facts' two vocabularies as administrators edit them (docs/product.md: Admin panel,
 * Produktfakta): the uses ('Passer til', UseTerm: listed in position order, added with a slug made
 * from the label, renamed with the slug kept, moved, deleted only when no product uses them) and
 * the CLP statement catalogue (HazardPhrase: listed with a text filter, added by code, wording
 * changed, deleted only when no product carries the code). Products hold the slugs and codes, so
 * every write expires the 'products' tag (the product page shows the labels and wordings). Takes
 * validated data (schema.ts); the callers check the administrator. Server-only.
 */
import 'server-only';
import { expireTag } from '../../cache';
import type { PrismaClient } from '../../db';
import { phraseKind } from '../../catalogue/facts';
import { PRODUCTS_TAG } from '../../catalogue/queries';
import { slugify } from '../../slug';
import { HttpError } from '../../http/errors';
import { ADMIN_MESSAGES } from '../shared/messages';
import { isMissing, isUniqueViolation } from '../shared/prisma-errors';
import {
  FACT_VOCABULARY_MESSAGES as M,
  USE_SLUG_MAX,
  type HazardPhraseData,
  type HazardPhraseUpdate,
  type UseTermData,
  type UseTermMove,
  type UseTermTasks,
} from './schema';

const catalogueChanged = () => expireTag(PRODUCTS_TAG);

// ─── Uses ('Passer til') ───────────────────────────────────────────────────────────────────────

export type UseTermRow = {
  slug: string;
  label: string;
  position: number;
  /** The Produktveileder's routine: the tasks in order. */
  taskOrder: string[];
  productCount: number;
};

const TERM_SELECT = { slug: true, label: true, position: true, taskOrder: true } as const;

/** Every use term in the order 'Passer til' shows them, with how many products use each. */
export async function listUseTerms(prisma: PrismaClient): Promise<UseTermRow[]> {
  const [terms, counts] = await Promise.all([
    prisma.useTerm.findMany({ orderBy: [{ position: 'asc' }, { label: 'asc' }], select: TERM_SELECT }),
    prisma.$queryRaw<{ slug: string; n: number }[]>`SELECT u AS slug, count(*)::int AS n FROM "Product", unnest(uses) AS u GROUP BY u`,
  ]);
  const bySlug = new Map(counts.map((c) => [c.slug, c.n]));
  return terms.map((t) => ({ ...t, productCount: bySlug.get(t.slug) ?? 0 }));
}

/** The terms as the product form offers them (value: the slug). */
export async function listUseTermOptions(prisma: PrismaClient): Promise<{ value: string; label: string }[]> {
  const terms = await prisma.useTerm.findMany({ orderBy: [{ position: 'asc' }, { label: 'asc' }], select: { slug: true, label: true } });
  return terms.map((t) => ({ value: t.slug, label: t.label }));
}

export async function getUseTerm(prisma: PrismaClient, slug: string): Promise<UseTermRow> {
  const term = await prisma.useTerm.findUnique({ where: { slug }, select: TERM_SELECT });
  if (!term) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { ...term, productCount: await countProductsUsing(prisma, slug) };
}

const countProductsUsing = (prisma: PrismaClient, slug: string) => prisma.product.count({ where: { uses: { has: slug } } });

const duplicateLabel = () => new HttpError(409, M.termDuplicate, { label: [M.termDuplicate] });

/** Another term with the same label (case and accents as typed aside) or, for a new one, the same slug. */
async function refuseDuplicateLabel(prisma: PrismaClient, label: string, except?: string) {
  const same = await prisma.useTerm.findFirst({
    where: { label: { equals: label, mode: 'insensitive' }, ...(except ? { slug: { not: except } } : {}) },
    select: { slug: true },
  });
  if (same) throw duplicateLabel();
}

/** A new term at the end of the list; its slug from the label (lib/slug.ts), unique. 409 on the label when taken. */
export async function createUseTerm(prisma: PrismaClient, data: UseTermData): Promise<UseTermRow> {
  const slug = slugify(data.label).slice(0, USE_SLUG_MAX).replace(/-+$/, '');
  if (!slug) throw new HttpError(400, M.termNoLetters, { label: [M.termNoLetters] });
  await refuseDuplicateLabel(prisma, data.label);
  try {
    const row = await prisma.$transaction(async (tx) => {
      const last = await tx.useTerm.aggregate({ _max: { position: true } });
      return tx.useTerm.create({
        data: { slug, label: data.label, position: (last._max.position ?? -1) + 1 },
        select: TERM_SELECT,
      });
    });
    catalogueChanged();
    return { ...row, productCount: 0 };
  } catch (error) {
    // The slug is the key: 'Oljet tre' and 'Oljet-tre!' give the same one.
    if (isUniqueViolation(error)) throw duplicateLabel();
    throw error;
  }
}

/** A new label; the slug (what products hold) is kept. */
export async function renameUseTerm(prisma: PrismaClient, slug: string, data: UseTermData): Promise<UseTermRow> {
  await refuseDuplicateLabel(prisma, data.label, slug);
  try {
    await prisma.useTerm.update({ where: { slug }, data: { label: data.label } });
  } catch (error) {
    if (isMissing(error)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    throw error;
  }
  catalogueChanged();
  return getUseTerm(prisma, slug);
}

/** The term's routine in the Produktveileder: its tasks in order (the guide's answers change at once). */
export async function setUseTermTasks(prisma: PrismaClient, slug: string, data: UseTermTasks): Promise<UseTermRow> {
  try {
    await prisma.useTerm.update({ where: { slug }, data: { taskOrder: data.taskOrder } });
  } catch (error) {
    if (isMissing(error)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    throw error;
  }
  catalogueChanged();
  return getUseTerm(prisma, slug);
}

/**
 * One place up or down; the positions are written afresh 0, 1, 2 … in one transaction (the rows
 * locked, so two moves at once apply one after the other). At the top or bottom it stays.
 */
export async function moveUseTerm(prisma: PrismaClient, slug: string, move: UseTermMove): Promise<UseTermRow> {
  await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT slug FROM "UseTerm" FOR UPDATE`;
    const order = await tx.useTerm.findMany({ orderBy: [{ position: 'asc' }, { label: 'asc' }], select: { slug: true, position: true } });
    const from = order.findIndex((t) => t.slug === slug);
    if (from < 0) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    const to = move.direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to], order[from]];
    for (const [position, term] of order.entries()) {
      if (term.position !== position) await tx.useTerm.update({ where: { slug: term.slug }, data: { position } });
    }
  });
  catalogueChanged();
  return getUseTerm(prisma, slug);
}

/** Refused (409, naming how many) while a product uses the term; answers what was deleted. */
export async function deleteUseTerm(prisma: PrismaClient, slug: string): Promise<{ slug: string; label: string }> {
  const term = await getUseTerm(prisma, slug);
  if (term.productCount > 0) throw new HttpError(409, M.termInUse(term.productCount), undefined, { productCount: term.productCount });
  try {
    await prisma.useTerm.delete({ where: { slug } });
  } catch (error) {
    if (isMissing(error)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    throw error;
  }
  catalogueChanged();
  return { slug, label: term.label };
}

// ─── The statement catalogue ──────────────────────────────────────────────────────────────────

export type HazardPhraseRow = {
  code: string;
  text: string;
  productCount: number;
};

const KIND_ORDER = { H: 0, EUH: 1, P: 2 } as const;
/** H before EUH before P, then by number ('P301+P310' after 'P280'). */
const byCode = (a: { code: string }, b: { code: string }) =>
  KIND_ORDER[phraseKind(a.code)] - KIND_ORDER[phraseKind(b.code)] || a.code.localeCompare(b.code, 'en', { numeric: true });

/** The statements (H, then EUH, then P), those whose code or wording contains `q` when given, with how many products carry each. */
export async function listHazardPhrases(prisma: PrismaClient, q?: string): Promise<HazardPhraseRow[]> {
  const text = q?.trim();
  const [rows, counts] = await Promise.all([
    prisma.hazardPhrase.findMany({
      where: text ? { OR: [{ code: { contains: text, mode: 'insensitive' } }, { text: { contains: text, mode: 'insensitive' } }] } : {},
      select: { code: true, text: true },
    }),
    prisma.$queryRaw<{ code: string; n: number }[]>`
      SELECT c AS code, count(DISTINCT id)::int AS n
      FROM "Product", unnest("hazardStatements" || "precautionaryStatements") AS c GROUP BY c`,
  ]);
  const byCodeCount = new Map(counts.map((c) => [c.code, c.n]));
  return rows.sort(byCode).map((r) => ({ ...r, productCount: byCodeCount.get(r.code) ?? 0 }));
}

/** The catalogue as the product form offers it: code and wording. */
export async function hazardPhraseOptions(prisma: PrismaClient): Promise<{ code: string; text: string }[]> {
  const rows = await prisma.hazardPhrase.findMany({ select: { code: true, text: true } });
  return rows.sort(byCode);
}

const countProductsCarrying = (prisma: PrismaClient, code: string) =>
  prisma.product.count({ where: { OR: [{ hazardStatements: { has: code } }, { precautionaryStatements: { has: code } }] } });

export async function getHazardPhrase(prisma: PrismaClient, code: string): Promise<HazardPhraseRow> {
  const row = await prisma.hazardPhrase.findUnique({ where: { code }, select: { code: true, text: true } });
  if (!row) throw new HttpError(404, ADMIN_MESSAGES.notFound);
  return { ...row, productCount: await countProductsCarrying(prisma, code) };
}

/** A new statement; 409 on the code when the catalogue has it. */
export async function createHazardPhrase(prisma: PrismaClient, data: HazardPhraseData): Promise<HazardPhraseRow> {
  try {
    const row = await prisma.hazardPhrase.create({ data, select: { code: true, text: true } });
    catalogueChanged();
    return { ...row, productCount: 0 };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.phraseDuplicate, { code: [M.phraseDuplicate] });
    throw error;
  }
}

/** A new wording (the product pages show it at once). */
export async function updateHazardPhrase(prisma: PrismaClient, code: string, data: HazardPhraseUpdate): Promise<HazardPhraseRow> {
  try {
    await prisma.hazardPhrase.update({ where: { code }, data: { text: data.text } });
  } catch (error) {
    if (isMissing(error)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    throw error;
  }
  catalogueChanged();
  return getHazardPhrase(prisma, code);
}

/** Refused (409, naming how many) while a product carries the code. */
export async function deleteHazardPhrase(prisma: PrismaClient, code: string): Promise<{ code: string; text: string }> {
  const row = await getHazardPhrase(prisma, code);
  if (row.productCount > 0) throw new HttpError(409, M.phraseInUse(code, row.productCount), undefined, { productCount: row.productCount });
  try {
    await prisma.hazardPhrase.delete({ where: { code } });
  } catch (error) {
    if (isMissing(error)) throw new HttpError(404, ADMIN_MESSAGES.notFound);
    throw error;
  }
  catalogueChanged();
  return { code, text: row.text };
}
