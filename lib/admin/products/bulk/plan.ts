/**
 * What a product bulk file would do to the catalogue (docs/product.md: Admin panel, 'Eksporter og
 * importer'), worked out from the file's rows and the catalogue as it is, before anything is
 * written: row by row what is created, changed (which fields, old → new), left as it is or
 * refused (with the reason in Norwegian), and the writes that carry it out.
 *
 * - A row's size is found by its article number (letter case aside); a new one is created.
 * - 'Produktgruppe' names the product (group) by its article number: a known one gets the row's
 *   new size; an unknown one is a new product, whose article number must be one of its rows' (the
 *   main size). Left blank: the size's own group, or a new product of its own.
 * - A product's rows must agree on its fields (name, category, image); a size never moves to
 *   another product; no article number twice in the file; no GTIN held twice afterwards.
 * - Prices, GTINs, sizes, texts and image addresses pass the product dialog's own schemas
 *   (../schema.ts): each size, and each product's list of sizes (several sizes each need a label,
 *   at most 20).
 * - Rows the file leaves out, and the fields the file has no column for, stay as they are.
 *
 * Pure: the catalogue comes in as data (service.ts reads it).
 */
import { productSchema, variantSchema } from '../schema';
import { priceText } from './csv';
import { BULK_HEADERS, BULK_MESSAGES, type BulkField, type BulkRecord } from './format';
import type { FileColumns, FileRow } from './rows';

export interface CatalogueVariant {
  id: number;
  articleNumber: string;
  sizeLabel: string | null;
  gtin: string | null;
  price: number | null;
  imageUrl: string | null;
  position: number;
}

export interface CatalogueGroup {
  id: number;
  articleNumber: string;
  name: string;
  category: string;
  imageUrl: string;
  /** In the size picker's order. */
  variants: CatalogueVariant[];
}

/** The file's rows of the catalogue: the products in their order, each product's sizes in theirs. */
export function exportRecords(groups: readonly CatalogueGroup[]): BulkRecord[] {
  return groups.flatMap((g) =>
    g.variants.map((v) => ({
      articleNumber: v.articleNumber,
      group: g.articleNumber,
      name: g.name,
      category: g.category,
      sizeLabel: v.sizeLabel,
      gtin: v.gtin,
      price: v.price,
      imageUrl: g.imageUrl,
      variantImageUrl: v.imageUrl,
    })),
  );
}

export type Outcome = 'create' | 'update' | 'unchanged' | 'refused';

export interface FieldChange {
  field: BulkField;
  before: string | null;
  after: string | null;
}

export interface PreviewRow {
  line: number;
  articleNumber: string;
  /** The product (group) the row belongs to, by its article number. */
  group: string;
  outcome: Outcome;
  /** The row creates its product too. */
  newGroup: boolean;
  changes: FieldChange[];
  reasons: string[];
}

export interface ImportPreview {
  rows: PreviewRow[];
  counts: Record<Outcome, number>;
  /** Products (groups) the import creates. */
  newGroups: number;
  columns: FileColumns;
}

export interface VariantValues {
  articleNumber: string;
  sizeLabel: string | null;
  gtin: string | null;
  price: number | null;
  imageUrl: string | null;
}

export interface GroupValues {
  name: string;
  category: string;
  imageUrl: string;
}

/** The writes, in the order service.ts applies them. */
export interface ImportPlan {
  createGroups: (GroupValues & { articleNumber: string; variants: VariantValues[] })[];
  updateGroups: { id: number; articleNumber: string; changes: Partial<GroupValues> }[];
  updateVariants: { id: number; articleNumber: string; changes: Partial<Omit<VariantValues, 'articleNumber'>> }[];
  addVariants: { productId: number; position: number; variant: VariantValues }[];
}

const GROUP_FIELDS = ['name', 'category', 'imageUrl'] as const;
const VARIANT_FIELDS = ['sizeLabel', 'gtin', 'price', 'variantImageUrl'] as const;

const upper = (s: string) => s.toUpperCase();
const unique = (list: string[]) => [...new Set(list)];
const issues = (error: { issues: { message: string }[] }) => unique(error.issues.map((i) => i.message));

/** Prices as the database keeps them: two decimals. */
const cents = (price: number | null) => (price === null ? null : Math.round(price * 100) / 100);

/** A number the spreadsheet made of a GTIN: '7,03801E+12', '7.038010009457e12'. */
const SCIENTIFIC = /^\d+([.,]\d+)?e\+?\d+$/i;

interface Work {
  row: FileRow;
  reasons: string[];
  articleNumber: string;
  key: string;
  existing?: { group: CatalogueGroup; variant: CatalogueVariant };
  groupKey: string;
  groupNumber: string;
  variant?: VariantValues;
  groupValues: Partial<GroupValues>;
}

const shown = (field: BulkField, value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : field === 'price' ? priceText(value as number) : String(value);

function variantField(v: VariantValues | CatalogueVariant, field: (typeof VARIANT_FIELDS)[number]) {
  return field === 'variantImageUrl' ? v.imageUrl : v[field];
}

export function planImport(rows: readonly FileRow[], columns: FileColumns, catalogue: readonly CatalogueGroup[]): { preview: ImportPreview; plan: ImportPlan } {
  const groups = new Map(catalogue.map((g) => [upper(g.articleNumber), g]));
  const variants = new Map(catalogue.flatMap((g) => g.variants.map((v) => [upper(v.articleNumber), { group: g, variant: v }] as const)));
  const has = (field: BulkField) => columns.used.includes(field);

  // ── Each row on its own ──
  const work: Work[] = rows.map((row) => {
    const reasons = [...row.problems];
    const raw = row.values.articleNumber?.trim() ?? '';
    const number = variantSchema.shape.articleNumber.safeParse(raw);
    if (raw === '') reasons.push(BULK_MESSAGES.articleNumberMissing);
    else if (!number.success) reasons.push(...issues(number.error));
    const existing = variants.get(upper(raw));
    const articleNumber = existing?.variant.articleNumber ?? raw;

    const groupRaw = row.values.group?.trim() || existing?.group.articleNumber || raw;
    const groupParse = variantSchema.shape.articleNumber.safeParse(groupRaw);
    if (groupRaw !== raw && !groupParse.success) reasons.push(...issues(groupParse.error).map(BULK_MESSAGES.groupInvalid));
    const groupKey = upper(groupRaw);
    const groupNumber = groups.get(groupKey)?.articleNumber ?? groupRaw;
    if (existing && upper(existing.group.articleNumber) !== groupKey) reasons.push(BULK_MESSAGES.moved(existing.group.articleNumber));

    // The size: the file's cell when the column is there, else as stored (nothing for a new size).
    const pick = (field: BulkField, stored: string | number | null | undefined) => (has(field) ? (row.values[field] ?? '') : (stored ?? null));
    const gtinCell = pick('gtin', existing?.variant.gtin);
    const priceCell = pick('price', existing?.variant.price);
    let variant: VariantValues | undefined;
    if (typeof gtinCell === 'string' && SCIENTIFIC.test(gtinCell.trim())) reasons.push(BULK_MESSAGES.gtinAsNumber);
    else {
      const parsed = variantSchema.safeParse({
        articleNumber,
        sizeLabel: pick('sizeLabel', existing?.variant.sizeLabel),
        gtin: gtinCell,
        // '1 249,50' as a spreadsheet shows it: the spaces (and no-break spaces) between digits dropped.
        recommendedPriceNok: typeof priceCell === 'string' ? priceCell.replace(/[\s\u00a0\u202f]+/g, '') : priceCell,
        imageUrl: pick('variantImageUrl', existing?.variant.imageUrl),
      });
      if (!parsed.success) reasons.push(...issues(parsed.error).filter((m) => !reasons.includes(m)));
      else
        variant = {
          articleNumber,
          sizeLabel: parsed.data.sizeLabel ?? null,
          gtin: parsed.data.gtin ?? null,
          price: cents(parsed.data.recommendedPriceNok ?? null),
          imageUrl: parsed.data.imageUrl ?? null,
        };
    }

    // The product's fields, under the dialog's schema; a new product needs all three.
    const known = groups.get(groupKey);
    const groupValues: Partial<GroupValues> = {};
    for (const field of GROUP_FIELDS) {
      if (!has(field)) {
        if (known) groupValues[field] = known[field];
        else reasons.push(BULK_MESSAGES.newGroupField(BULK_HEADERS[field]));
        continue;
      }
      const parsed = productSchema.shape[field].safeParse(row.values[field] ?? '');
      if (parsed.success) groupValues[field] = parsed.data;
      else reasons.push(...issues(parsed.error));
    }
    return { row, reasons, articleNumber, key: upper(articleNumber), existing, groupKey, groupNumber, variant, groupValues };
  });

  // ── Across rows ──
  const byKey = new Map<string, Work[]>();
  const byGroup = new Map<string, Work[]>();
  for (const w of work) {
    if (w.articleNumber !== '') byKey.set(w.key, [...(byKey.get(w.key) ?? []), w]);
    byGroup.set(w.groupKey, [...(byGroup.get(w.groupKey) ?? []), w]);
  }
  for (const same of byKey.values()) {
    if (same.length > 1) for (const w of same) w.reasons.push(BULK_MESSAGES.duplicateRow(same.map((s) => s.row.line)));
  }

  for (const [groupKey, members] of byGroup) {
    for (const field of GROUP_FIELDS) {
      if (!has(field)) continue;
      const values = unique(members.map((w) => (w.row.values[field] ?? '').trim()));
      if (values.length > 1) for (const w of members) w.reasons.push(BULK_MESSAGES.groupDisagrees(BULK_HEADERS[field]));
    }
    if (groups.has(groupKey)) continue;
    const owner = variants.get(groupKey);
    if (owner) for (const w of members) w.reasons.push(BULK_MESSAGES.groupIsVariant(members[0].groupNumber, owner.group.articleNumber));
    else if (!members.some((w) => w.key === groupKey)) for (const w of members) w.reasons.push(BULK_MESSAGES.newGroupNeedsMain(members[0].groupNumber));
  }

  // No GTIN held by two sizes once the file is applied (the sizes it leaves out keep theirs).
  const inFile = new Set(work.map((w) => w.key));
  const holders = new Map<string, { articleNumber: string; work?: Work }[]>();
  const hold = (gtin: string | null, holder: { articleNumber: string; work?: Work }) => {
    if (gtin) holders.set(gtin, [...(holders.get(gtin) ?? []), holder]);
  };
  for (const g of catalogue) for (const v of g.variants) if (!inFile.has(upper(v.articleNumber))) hold(v.gtin, { articleNumber: v.articleNumber });
  for (const w of work) hold(w.variant ? w.variant.gtin : (w.existing?.variant.gtin ?? null), { articleNumber: w.articleNumber, work: w });
  for (const list of holders.values()) {
    if (list.length < 2) continue;
    const fileHolders = list.filter((h) => h.work);
    const other = list.find((h) => !h.work);
    for (const h of fileHolders) {
      if (other) h.work!.reasons.push(BULK_MESSAGES.gtinTaken(other.articleNumber));
      else h.work!.reasons.push(BULK_MESSAGES.duplicateGtinInFile(fileHolders.map((f) => f.work!.row.line)));
    }
  }

  // Each product's sizes as they would be, under the dialog's list rule.
  for (const [groupKey, members] of byGroup) {
    if (members.some((w) => w.reasons.length > 0)) continue;
    const known = groups.get(groupKey);
    const fromFile = new Map(members.map((w) => [w.key, w]));
    const list: { articleNumber: string; values: VariantValues; work?: Work }[] = known
      ? [
          ...known.variants.map((v) => {
            const w = fromFile.get(upper(v.articleNumber));
            return { articleNumber: v.articleNumber, values: w?.variant ?? v, work: w };
          }),
          ...members.filter((w) => !w.existing).map((w) => ({ articleNumber: w.articleNumber, values: w.variant!, work: w })),
        ]
      : [...members]
          .sort((a, b) => Number(b.key === groupKey) - Number(a.key === groupKey))
          .map((w) => ({ articleNumber: w.articleNumber, values: w.variant!, work: w }));
    const parsed = productSchema.shape.variants.safeParse(
      list.map(({ values }) => ({
        articleNumber: values.articleNumber,
        sizeLabel: values.sizeLabel,
        gtin: values.gtin,
        recommendedPriceNok: values.price,
        imageUrl: values.imageUrl,
      })),
    );
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const at = typeof issue.path[0] === 'number' ? list[issue.path[0]] : undefined;
      if (at?.work) at.work.reasons.push(issue.message);
      else if (at) members[0].reasons.push(BULK_MESSAGES.otherVariant(at.articleNumber, issue.message));
      else for (const w of members) w.reasons.push(issue.message);
    }
  }

  // ── The outcome of each row, and the writes ──
  const plan: ImportPlan = { createGroups: [], updateGroups: [], updateVariants: [], addVariants: [] };
  const groupShown = new Set<string>();
  const nextPosition = new Map(catalogue.map((g) => [upper(g.articleNumber), Math.max(-1, ...g.variants.map((v) => v.position)) + 1]));
  const previewRows: PreviewRow[] = work.map((w) => {
    const base = { line: w.row.line, articleNumber: w.articleNumber, group: w.groupNumber };
    const reasons = unique(w.reasons);
    if (reasons.length > 0 || !w.variant) return { ...base, outcome: 'refused', newGroup: false, changes: [], reasons };
    const v = w.variant;
    const changes: FieldChange[] = [];
    const known = groups.get(w.groupKey);
    const firstOfGroup = !groupShown.has(w.groupKey);
    groupShown.add(w.groupKey);
    if (known && firstOfGroup) {
      const groupChanges: Partial<GroupValues> = {};
      for (const field of GROUP_FIELDS) {
        const after = w.groupValues[field]!;
        if (after !== known[field]) {
          groupChanges[field] = after;
          changes.push({ field, before: known[field], after });
        }
      }
      if (Object.keys(groupChanges).length > 0) plan.updateGroups.push({ id: known.id, articleNumber: known.articleNumber, changes: groupChanges });
    }
    if (!known && firstOfGroup) {
      for (const field of GROUP_FIELDS) changes.push({ field, before: null, after: w.groupValues[field]! });
      const members = byGroup.get(w.groupKey)!;
      const ordered = [...members].sort((a, b) => Number(b.key === w.groupKey) - Number(a.key === w.groupKey));
      plan.createGroups.push({ articleNumber: ordered[0].articleNumber, ...(w.groupValues as GroupValues), variants: ordered.map((m) => m.variant!) });
    }
    if (w.existing) {
      const before = w.existing.variant;
      const variantChanges: ImportPlan['updateVariants'][number]['changes'] = {};
      for (const field of VARIANT_FIELDS) {
        const was = variantField(before, field);
        const now = variantField(v, field);
        if (was === now) continue;
        changes.push({ field, before: shown(field, was), after: shown(field, now) });
        variantChanges[field === 'variantImageUrl' ? 'imageUrl' : field] = now as never;
      }
      if (Object.keys(variantChanges).length > 0) plan.updateVariants.push({ id: before.id, articleNumber: before.articleNumber, changes: variantChanges });
      return { ...base, outcome: changes.length > 0 ? 'update' : 'unchanged', newGroup: false, changes, reasons: [] };
    }
    for (const field of VARIANT_FIELDS) {
      const now = variantField(v, field);
      if (now !== null) changes.push({ field, before: null, after: shown(field, now) });
    }
    if (known) {
      const position = nextPosition.get(w.groupKey)!;
      nextPosition.set(w.groupKey, position + 1);
      plan.addVariants.push({ productId: known.id, position, variant: v });
    }
    return { ...base, outcome: 'create', newGroup: !known, changes, reasons: [] };
  });

  const counts: Record<Outcome, number> = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const r of previewRows) counts[r.outcome] += 1;
  return { preview: { rows: previewRows, counts, newGroups: plan.createGroups.length, columns }, plan };
}

/** True when the plan writes nothing. */
export function isEmptyPlan(plan: ImportPlan): boolean {
  return plan.createGroups.length + plan.updateGroups.length + plan.updateVariants.length + plan.addVariants.length === 0;
}
