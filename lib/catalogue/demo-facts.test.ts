/**
 * The demo catalogue's facts (prisma/seed/data/product-facts.ts): every demo product has uses and
 * tasks; every entry passes the product schema's rules and the facts' cross-field rules; every use
 * slug and statement code is in the seeded vocabularies; labelling is whole (a pictogram comes with a
 * signal word and H statements, a classified product has a UFI); drying oils carry the rag warning.
 */
import { z } from 'zod';
import { DEMO_FACTS, HAZARD_PHRASES, RAG_WARNING, USE_TERMS } from '../../prisma/seed/data/product-facts';
import { demoProducts } from '../../prisma/seed/data/products';
import { factProblems } from './facts';
import { PRODUCT_FIELDS, schemaShape } from './fields';

const factsSchema = z.object(schemaShape(PRODUCT_FIELDS)).partial().strict();
const uses = new Set(USE_TERMS.map((t) => t.slug));
const phrases = new Set(HAZARD_PHRASES.map((p) => p.code));

describe('demo facts', () => {
  it('every demo product has an entry with uses, tasks and where it is used; no entry without a product', () => {
    const numbers = demoProducts.map((p) => p.articleNumber);
    expect(numbers.filter((n) => !DEMO_FACTS[n])).toEqual([]);
    expect(Object.keys(DEMO_FACTS).filter((n) => !numbers.includes(n))).toEqual([]);
    for (const facts of Object.values(DEMO_FACTS)) {
      expect(facts.uses.length).toBeGreaterThan(0);
      expect(facts.tasks.length).toBeGreaterThan(0);
      expect(facts.setting).toBeDefined();
    }
  });

  it.each(Object.entries(DEMO_FACTS))('%s parses with the product schema, agrees with itself and uses only known codes', (_, facts) => {
    const parsed = factsSchema.safeParse(facts);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    // Written as the schema writes it (normalised codes, no repeats).
    expect(parsed.data).toEqual(facts);
    expect(factProblems(facts)).toEqual({});
    expect(facts.uses.filter((u) => !uses.has(u))).toEqual([]);
    expect([...(facts.hazardStatements ?? []), ...(facts.precautionaryStatements ?? [])].filter((c) => !phrases.has(c))).toEqual([]);
    const classified = (facts.pictograms ?? []).length > 0 || (facts.hazardStatements ?? []).some((c) => c.startsWith('H'));
    if (classified) {
      expect(facts.pictograms?.length).toBeGreaterThan(0);
      expect(facts.signalWord).toBeDefined();
      expect(facts.ufi).toBeDefined();
      expect(facts.precautionaryStatements?.length).toBeGreaterThan(0);
    } else {
      expect(facts.signalWord).toBeUndefined();
      expect(facts.ufi).toBeUndefined();
    }
  });

  it('the oils, waxes and treatments carry technical data; drying oils the rag warning; unlabelled kinds stay unlabelled', () => {
    const product = (n: string) => demoProducts.find((p) => p.articleNumber === n)!;
    for (const [n, facts] of Object.entries(DEMO_FACTS)) {
      if (product(n).category === 'Treolje') {
        expect([n, facts.coverageMinM2PerL !== undefined && facts.applicationMinC !== undefined]).toEqual([n, true]);
        expect([n, facts.supplementalWarnings ?? null]).toEqual([n, /Skjærebrett/.test(product(n).name) ? null : RAG_WARNING]);
      }
    }
    // Water-based polishes, leather balms and felt pads carry no hazard labelling.
    for (const n of ['1010', '4010', '5050']) expect(DEMO_FACTS[n].pictograms ?? []).toEqual([]);
    // The teak oil of the issue: H304, EUH066 and the rag warning.
    expect(DEMO_FACTS['3010']).toMatchObject({ hazardStatements: ['H304', 'EUH066'], supplementalWarnings: RAG_WARNING });
  });
});
