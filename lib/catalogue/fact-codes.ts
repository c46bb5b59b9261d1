/**
 * The facts' codes that must exist in the operator's vocabularies (docs/product.md: Produktfakta):
 * a product's uses in UseTerm, its hazard and precautionary statements in HazardPhrase. Every write
 * of a product — the admin form's action, the API and the bulk import — checks them here, so an
 * unknown code is refused (400, the field named) and never stored. Server-only.
 */
import 'server-only';
import type { Prisma, PrismaClient } from '../generated/prisma/client';

export const FACT_CODE_MESSAGES = {
  uses: (slugs: string[]) => `Passer til: ukjent ord ${slugs.join(', ')} (legg det inn i ordlisten først)`,
  hazardStatements: (codes: string[]) => `Ukjent faresetning ${codes.join(', ')} (legg den inn i katalogen over faresetninger først)`,
  precautionaryStatements: (codes: string[]) => `Ukjent sikkerhetssetning ${codes.join(', ')} (legg den inn i katalogen over faresetninger først)`,
} as const;

export interface FactCodes {
  uses?: readonly string[] | null;
  hazardStatements?: readonly string[] | null;
  precautionaryStatements?: readonly string[] | null;
}

/** The known use slugs and statement codes, for checking many rows at once (the bulk import). */
export async function loadKnownFactCodes(client: PrismaClient | Prisma.TransactionClient): Promise<{ uses: Set<string>; phrases: Set<string> }> {
  const [terms, phrases] = await Promise.all([client.useTerm.findMany({ select: { slug: true } }), client.hazardPhrase.findMany({ select: { code: true } })]);
  return { uses: new Set(terms.map((t) => t.slug)), phrases: new Set(phrases.map((p) => p.code)) };
}

/** The unknown codes of one product's values as field errors (empty when every code is known). */
export function unknownFactCodeErrors(values: FactCodes, known: { uses: Set<string>; phrases: Set<string> }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const missing = (list: readonly string[] | null | undefined, set: Set<string>) => (list ?? []).filter((c) => !set.has(c));
  const uses = missing(values.uses, known.uses);
  const hazards = missing(values.hazardStatements, known.phrases);
  const precautions = missing(values.precautionaryStatements, known.phrases);
  if (uses.length) out.uses = [FACT_CODE_MESSAGES.uses(uses)];
  if (hazards.length) out.hazardStatements = [FACT_CODE_MESSAGES.hazardStatements(hazards)];
  if (precautions.length) out.precautionaryStatements = [FACT_CODE_MESSAGES.precautionaryStatements(precautions)];
  return out;
}

/** The unknown codes of one product's values, looked up in the database (only the codes it carries). */
export async function checkFactCodes(client: PrismaClient | Prisma.TransactionClient, values: FactCodes): Promise<Record<string, string[]>> {
  const codes = [...(values.hazardStatements ?? []), ...(values.precautionaryStatements ?? [])];
  const [terms, phrases] = await Promise.all([
    values.uses?.length ? client.useTerm.findMany({ where: { slug: { in: [...values.uses] } }, select: { slug: true } }) : [],
    codes.length ? client.hazardPhrase.findMany({ where: { code: { in: codes } }, select: { code: true } }) : [],
  ]);
  return unknownFactCodeErrors(values, { uses: new Set(terms.map((t) => t.slug)), phrases: new Set(phrases.map((p) => p.code)) });
}
