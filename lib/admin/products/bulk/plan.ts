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
import { z } from 'zod';
import { unknownFactCodeErrors, type FactCodes } from '../../../catalogue/fact-codes';
import { factProblems, type FactValues } from '../../../catalogue/facts';
import { CATALOGUE_FIELDS, schemaShape, type CatalogueFields } from '../../../catalogue/fields';
import { productSchema, variantSchema } from '../schema';
import { cellText } from './csv';
import { BULK_COLUMNS, BULK_HEADERS, BULK_MESSAGES, bulkColumns, type BulkColumn, type BulkField, type BulkRecord } from './format';
import type { FileColumns, FileRow } from './rows';

/** Field values by field name (lib/catalogue/fields.ts): the ones with a column in the file. */
export type FieldValues = Record<string, unknown>;

export type CatalogueVariant = { id: number; articleNumber: string; position: number } & FieldValues;

export type CatalogueGroup = {
  id: number;
  articleNumber: string;
  /** In the size picker's order. */
  variants: CatalogueVariant[];
} & FieldValues;

/** The file's rows of the catalogue: the products in their order, each product's sizes in theirs. */
export function exportRecords(groups: readonly CatalogueGroup[], fields: CatalogueFields = CATALOGUE_FIELDS): BulkRecord[] {
  const columns = fields === CATALOGUE_FIELDS ? BULK_COLUMNS : bulkColumns(fields);
  return groups.flatMap((g) =>
    g.variants.map((v) => {
      const record: BulkRecord = { articleNumber: v.articleNumber, group: g.articleNumber };
      for (const c of columns) {
        if (c.field) record[c.key] = cellValue(c, (c.field.level === 'product' ? g : v)[c.field.name]);
      }
      return record;
    }),
  );
}

/** A field's value as the file's cell holds it: a code list as 'H226, H304' (the field's `bulk.write`), an empty list as an empty cell. */
export function cellValue(column: BulkColumn, value: unknown): string | number | null {
  const written = value === null || value === undefined ? null : column.field?.spec.write ? column.field.spec.write(value) : value;
  return written === '' || written === null || written === undefined ? null : (written as string | number);
}

/**
 * Two values of a field are the same: by value, not by reference (a code list unchanged is no
 * change); null, undefined and an empty list are all 'none'.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown) => (v === undefined || v === null || (Array.isArray(v) && v.length === 0) ? null : Array.isArray(v) ? JSON.stringify(v) : v);
  return canonical(a) === canonical(b);
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

/** A size as the file gives it: its article number and its fields that have a column. */
export type VariantValues = { articleNumber: string } & FieldValues;

/** The writes, in the order service.ts applies them; values by field name. */
export interface ImportPlan {
  createGroups: ({ articleNumber: string; variants: VariantValues[] } & FieldValues)[];
  updateGroups: { id: number; articleNumber: string; changes: FieldValues }[];
  updateVariants: { id: number; articleNumber: string; changes: FieldValues }[];
  addVariants: { productId: number; position: number; variant: VariantValues }[];
}

const upper = (s: string) => s.toUpperCase();
const unique = (list: string[]) => [...new Set(list)];
const issues = (error: { issues: { message: string }[] }) => unique(error.issues.map((i) => i.message));

/** A price as the database keeps it: two decimals. */
const settle = (column: BulkColumn, value: unknown) => (column.format === 'price' && typeof value === 'number' ? Math.round(value * 100) / 100 : value);

interface Work {
  row: FileRow;
  reasons: string[];
  articleNumber: string;
  key: string;
  existing?: { group: CatalogueGroup; variant: CatalogueVariant };
  groupKey: string;
  groupNumber: string;
  variant?: VariantValues;
  groupValues: FieldValues;
}

const shown = (column: BulkColumn, value: unknown): string | null => cellText(column, cellValue(column, value));

/** A field's rule taking undefined: the field may be left out of a new product. */
const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** The vocabularies' codes (lib/catalogue/fact-codes.ts `loadKnownFactCodes`): a use slug or statement code not in them is refused. */
export interface KnownFactCodes {
  uses: Set<string>;
  phrases: Set<string>;
}

export function planImport(
  rows: readonly FileRow[],
  columns: FileColumns,
  catalogue: readonly CatalogueGroup[],
  fields: CatalogueFields = CATALOGUE_FIELDS,
  knownCodes?: KnownFactCodes,
): { preview: ImportPreview; plan: ImportPlan } {
  const all = fields === CATALOGUE_FIELDS ? BULK_COLUMNS : bulkColumns(fields);
  const headers = fields === CATALOGUE_FIELDS ? BULK_HEADERS : Object.fromEntries(all.map((c) => [c.key, c.header]));
  const groupColumns = all.filter((c) => c.field?.level === 'product');
  const sizeColumns = all.filter((c) => c.field?.level === 'size');
  const nameOf = (c: BulkColumn) => c.field!.name;
  // A size's rule, over the fields that have a column (the others are neither read nor written).
  const sizeSchema = fields === CATALOGUE_FIELDS ? variantSchema : z.object({ articleNumber: variantSchema.shape.articleNumber, ...schemaShape(fields.size) });
  const sizeRule = (sizeSchema as unknown as z.ZodObject<z.ZodRawShape>).pick(
    Object.fromEntries(['articleNumber', ...sizeColumns.map(nameOf)].map((n) => [n, true])) as never,
  );

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
    const input: FieldValues = { articleNumber };
    let cellRefused = false;
    for (const c of sizeColumns) {
      let value: unknown = has(c.key) ? (row.values[c.key] ?? '') : (existing?.variant[nameOf(c)] ?? null);
      if (typeof value === 'string') {
        const refusal = c.field!.spec.refuse?.(value);
        if (refusal) {
          reasons.push(refusal);
          cellRefused = true;
        }
        value = c.field!.spec.read ? c.field!.spec.read(value) : value;
      }
      input[nameOf(c)] = value;
    }
    let variant: VariantValues | undefined;
    if (!cellRefused) {
      const parsed = sizeRule.safeParse(input);
      if (!parsed.success) reasons.push(...issues(parsed.error).filter((m) => !reasons.includes(m)));
      else {
        const data = parsed.data as FieldValues;
        variant = { articleNumber };
        for (const c of sizeColumns) variant[nameOf(c)] = settle(c, data[nameOf(c)] ?? null);
      }
    }

    // The product's fields, under the dialog's rules; a new product needs every one its rule requires.
    const known = groups.get(groupKey);
    const groupValues: FieldValues = {};
    let groupRefused = false;
    for (const c of groupColumns) {
      const schema = fields.product[nameOf(c)].schema;
      if (!has(c.key)) {
        if (known) groupValues[nameOf(c)] = known[nameOf(c)];
        else if (!isOptional(schema)) reasons.push(BULK_MESSAGES.newGroupField(c.header));
        continue;
      }
      const parsed = schema.safeParse(row.values[c.key] ?? '');
      if (parsed.success) groupValues[nameOf(c)] = parsed.data ?? null;
      else {
        reasons.push(...issues(parsed.error));
        groupRefused = true;
      }
    }
    // The facts' codes must be in the vocabularies, and the facts agree with each other (the stored
    // values where the file has no column): the rules of every other write of a product.
    if (knownCodes) for (const messages of Object.values(unknownFactCodeErrors(groupValues as FactCodes, knownCodes))) reasons.push(...messages);
    if (!groupRefused) reasons.push(...Object.values(factProblems(groupValues as FactValues)));
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
    for (const c of groupColumns) {
      if (!has(c.key)) continue;
      // By the value read ('H226,H304' and 'H226, H304' agree), by the cell where it was refused.
      const values = unique(
        members.map((w) => (nameOf(c) in w.groupValues ? `=${JSON.stringify(w.groupValues[nameOf(c)] ?? null)}` : (w.row.values[c.key] ?? '').trim())),
      );
      if (values.length > 1) for (const w of members) w.reasons.push(BULK_MESSAGES.groupDisagrees(headers[c.key]));
    }
    if (groups.has(groupKey)) continue;
    const owner = variants.get(groupKey);
    if (owner) for (const w of members) w.reasons.push(BULK_MESSAGES.groupIsVariant(members[0].groupNumber, owner.group.articleNumber));
    else if (!members.some((w) => w.key === groupKey)) for (const w of members) w.reasons.push(BULK_MESSAGES.newGroupNeedsMain(members[0].groupNumber));
  }

  // No GTIN held by two sizes once the file is applied (the sizes it leaves out keep theirs).
  const inFile = new Set(work.map((w) => w.key));
  const holders = new Map<string, { articleNumber: string; work?: Work }[]>();
  const gtinOf = (values: FieldValues | undefined) => (typeof values?.gtin === 'string' ? values.gtin : null);
  const hold = (gtin: string | null, holder: { articleNumber: string; work?: Work }) => {
    if (gtin) holders.set(gtin, [...(holders.get(gtin) ?? []), holder]);
  };
  for (const g of catalogue) for (const v of g.variants) if (!inFile.has(upper(v.articleNumber))) hold(gtinOf(v), { articleNumber: v.articleNumber });
  for (const w of work) hold(w.variant ? gtinOf(w.variant) : gtinOf(w.existing?.variant), { articleNumber: w.articleNumber, work: w });
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
    const parsed = productSchema.shape.variants.safeParse(list.map(({ values }) => values));
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
      const groupChanges: FieldValues = {};
      for (const c of groupColumns) {
        const name = nameOf(c);
        if (!(name in w.groupValues)) continue;
        const after = w.groupValues[name];
        if (!sameValue(after, known[name])) {
          groupChanges[name] = after;
          changes.push({ field: c.key, before: shown(c, known[name]), after: shown(c, after) });
        }
      }
      if (Object.keys(groupChanges).length > 0) plan.updateGroups.push({ id: known.id, articleNumber: known.articleNumber, changes: groupChanges });
    }
    if (!known && firstOfGroup) {
      for (const c of groupColumns)
        if (nameOf(c) in w.groupValues && !sameValue(w.groupValues[nameOf(c)], null))
          changes.push({ field: c.key, before: null, after: shown(c, w.groupValues[nameOf(c)]) });
      const members = byGroup.get(w.groupKey)!;
      const ordered = [...members].sort((a, b) => Number(b.key === w.groupKey) - Number(a.key === w.groupKey));
      plan.createGroups.push({ articleNumber: ordered[0].articleNumber, ...w.groupValues, variants: ordered.map((m) => m.variant!) });
    }
    if (w.existing) {
      const before = w.existing.variant;
      const variantChanges: FieldValues = {};
      for (const c of sizeColumns) {
        const name = nameOf(c);
        const was = before[name] ?? null;
        const now = v[name] ?? null;
        if (sameValue(was, now)) continue;
        changes.push({ field: c.key, before: shown(c, was), after: shown(c, now) });
        variantChanges[name] = now;
      }
      if (Object.keys(variantChanges).length > 0) plan.updateVariants.push({ id: before.id, articleNumber: before.articleNumber, changes: variantChanges });
      return { ...base, outcome: changes.length > 0 ? 'update' : 'unchanged', newGroup: false, changes, reasons: [] };
    }
    for (const c of sizeColumns) {
      const now = v[nameOf(c)] ?? null;
      if (!sameValue(now, null)) changes.push({ field: c.key, before: null, after: shown(c, now) });
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
