import {
  ADVISOR_TEXTS,
  advisorPath,
  advisorRoutine,
  advisorState,
  answeredPaths,
  fitsPlace,
  lower,
  missMessage,
  offeredTerms,
  routineFinderLink,
  routineJsonLd,
  routineTasks,
  taskOrderOf,
  type AdvisorCatalogue,
  type AdvisorProduct,
  type AdvisorTerm,
} from './advisor';

const product = (articleNumber: string, p: Partial<AdvisorProduct>): AdvisorProduct => ({
  articleNumber,
  name: `Produkt ${articleNumber}`,
  imageUrl: null,
  uses: [],
  setting: 'ute',
  tasks: [],
  coverageMinM2PerL: null,
  coverageMaxM2PerL: null,
  recommendedCoats: null,
  variants: [{ articleNumber, sizeLabel: '1 l', recommendedPriceNok: 199, netQuantity: 1, netUnit: 'l' }],
  ...p,
});

const TEAK: AdvisorTerm = { slug: 'teak', label: 'Teak og hardved ute', taskOrder: ['rengjore', 'beskytte', 'vedlikeholde'] };
const OIL: AdvisorTerm = { slug: 'oljet-tre', label: 'Oljet tre', taskOrder: ['rengjore', 'beskytte'] };
const EMPTY: AdvisorTerm = { slug: 'tom', label: 'Tom', taskOrder: [] };

const catalogue: AdvisorCatalogue = {
  terms: [TEAK, OIL, EMPTY],
  products: [
    product('CLEAN', { uses: ['teak'], setting: 'ute', tasks: ['rengjore'] }),
    product('OIL', { uses: ['oljet-tre', 'teak'], setting: 'ute', tasks: ['beskytte', 'vedlikeholde'] }),
    product('BOTH', { uses: ['teak'], setting: 'inne-og-ute', tasks: ['rengjore', 'beskytte'] }),
    product('INSIDE', { uses: ['teak'], setting: 'inne', tasks: ['beskytte'] }),
    product('NOSETTING', { uses: ['teak'], setting: null, tasks: ['beskytte'] }),
    product('KEEP', { uses: ['teak'], setting: 'ute', tasks: ['vedlikeholde'] }),
    product('REPAIR', { uses: ['teak'], setting: 'ute', tasks: ['reparere'] }),
  ],
};

describe('the routine (advisorRoutine)', () => {
  it('takes the term’s whole order (before the goal, the goal, the follow-up steps), lists each product once (under the goal when it does the goal) and leaves out the rest', () => {
    const routine = advisorRoutine(catalogue, TEAK, 'ute', 'beskytte');
    expect(routine.steps.map((s) => [s.task, s.goal, s.items.map((i) => i.product.articleNumber)])).toEqual([
      ['rengjore', false, ['CLEAN']],
      ['beskytte', true, ['OIL', 'BOTH']],
      ['vedlikeholde', false, ['KEEP']],
    ]);
    expect(routine.articleNumbers).toEqual(['CLEAN', 'OIL', 'BOTH', 'KEEP']);
    // Cleaning as the goal: the protecting and maintaining steps follow it.
    expect(advisorRoutine(catalogue, TEAK, 'ute', 'rengjore').steps.map((s) => [s.task, s.goal, s.items.map((i) => i.product.articleNumber)])).toEqual([
      ['rengjore', true, ['CLEAN', 'BOTH']],
      ['beskytte', false, ['OIL']],
      ['vedlikeholde', false, ['KEEP']],
    ]);
  });

  it('gives why each fits: the chosen material first, then its other uses; and its tasks', () => {
    const oil = advisorRoutine(catalogue, TEAK, 'ute', 'beskytte').steps[1].items[0];
    expect(oil.uses).toEqual(['Teak og hardved ute', 'Oljet tre']);
    expect(oil.tasks).toEqual(['Fornye og beskytte', 'Vedlikeholde']);
  });

  it('matches the place: inne or ute, and inne-og-ute for both; a product without a setting never', () => {
    expect(fitsPlace('inne-og-ute', 'inne')).toBe(true);
    expect(fitsPlace('ute', 'inne')).toBe(false);
    expect(fitsPlace(null, 'ute')).toBe(false);
    const inside = advisorRoutine(catalogue, TEAK, 'inne', 'beskytte');
    expect(inside.articleNumbers).toEqual(['BOTH', 'INSIDE']);
  });

  it('is empty (a miss) when no product does the goal, even when earlier steps have products', () => {
    const withoutGoal: AdvisorCatalogue = { ...catalogue, products: catalogue.products.filter((p) => !p.tasks.includes('beskytte')) };
    expect(advisorRoutine(withoutGoal, TEAK, 'ute', 'beskytte')).toEqual({ steps: [], articleNumbers: [] });
    expect(advisorRoutine(catalogue, OIL, 'inne', 'beskytte').steps).toEqual([]);
  });

  it('follows the operator’s order: a task outside the order is no step', () => {
    // 'reparere' is not in TEAK's order: REPAIR never answers.
    expect(advisorRoutine(catalogue, TEAK, 'ute', 'vedlikeholde').articleNumbers).toEqual(['CLEAN', 'BOTH', 'OIL', 'KEEP']);
    expect(routineTasks(TEAK, 'reparere')).toEqual([]);
    expect(routineTasks(TEAK, 'rengjore')).toEqual(['rengjore', 'beskytte', 'vedlikeholde']);
    const reordered: AdvisorTerm = { ...TEAK, taskOrder: ['beskytte', 'rengjore'] };
    const steps = advisorRoutine({ ...catalogue, terms: [reordered] }, reordered, 'ute', 'beskytte').steps;
    expect(steps.map((s) => [s.task, s.items.map((i) => i.product.articleNumber)])).toEqual([
      ['beskytte', ['OIL', 'BOTH']],
      ['rengjore', ['CLEAN']],
    ]);
  });

  it('reads a stored order leniently: unknown tasks dropped, repeats once', () => {
    expect(taskOrderOf({ taskOrder: ['beskytte', 'polere', 'beskytte', 'rengjore'] })).toEqual(['beskytte', 'rengjore']);
    expect(offeredTerms(catalogue.terms).map((t) => t.slug)).toEqual(['teak', 'oljet-tre']);
  });
});

describe("'Finn forhandler som har dem' (routineFinderLink)", () => {
  const many: AdvisorCatalogue = {
    terms: [TEAK],
    products: [
      ...Array.from({ length: 6 }, (_, i) => product(`C${i}`, { uses: ['teak'], tasks: ['rengjore'] })),
      ...Array.from({ length: 10 }, (_, i) => product(`P${i}`, { uses: ['teak'], tasks: ['beskytte'] })),
      ...Array.from({ length: 5 }, (_, i) => product(`K${i}`, { uses: ['teak'], tasks: ['vedlikeholde'] })),
    ],
  };

  it('names every product of a routine within the finder’s limit, the goal step’s first', () => {
    const link = routineFinderLink(advisorRoutine(catalogue, TEAK, 'ute', 'beskytte'))!;
    expect(link.articleNumbers).toEqual(['OIL', 'BOTH', 'CLEAN', 'KEEP']);
    expect(link.total).toBe(4);
    expect(link.href).toBe('/forhandlere?produkt=OIL%2CBOTH%2CCLEAN%2CKEEP');
    expect(ADVISOR_TEXTS.findDealerHint(link, 'beskytte')).toBe('Forhandlerne som har alle produktene i rutinen, står først.');
  });

  it('caps a large routine at the finder’s 12: the goal step’s products, then the others in order; the hint says so', () => {
    const routine = advisorRoutine(many, TEAK, 'ute', 'beskytte');
    expect(routine.articleNumbers).toHaveLength(21);
    const link = routineFinderLink(routine)!;
    expect(link.articleNumbers).toEqual([...Array.from({ length: 10 }, (_, i) => `P${i}`), 'C0', 'C1']);
    expect(link.total).toBe(21);
    expect(ADVISOR_TEXTS.findDealerHint(link, 'beskytte')).toBe(
      'Rutinen har 21 produkter, og søket tar med de 12 første: produktene for «Forny og beskytt» først, så de andre stegenes. Forhandlerne som har alle disse, står først.',
    );
  });

  it('has a hint of its own for one product, and no link for an empty routine', () => {
    expect(ADVISOR_TEXTS.findDealerHint({ articleNumbers: ['OIL'], total: 1 }, 'beskytte')).toBe('Viser forhandlerne som har produktet.');
    expect(routineFinderLink({ steps: [], articleNumbers: [] })).toBeNull();
  });
});

describe('addresses and states', () => {
  it('builds each step’s address as a prefix of the next', () => {
    expect(advisorPath()).toBe('/veileder');
    expect(advisorPath('teak')).toBe('/veileder/teak');
    expect(advisorPath('teak', 'ute')).toBe('/veileder/teak/ute');
    expect(advisorPath('teak', 'ute', 'beskytte')).toBe('/veileder/teak/ute/beskytte');
    expect(advisorPath(null, 'ute', 'beskytte')).toBe('/veileder');
  });

  it('reads the segments against the vocabulary; anything else is null (404)', () => {
    expect(advisorState(catalogue.terms, [])).toEqual({ step: 'material' });
    expect(advisorState(catalogue.terms, ['teak'])).toMatchObject({ step: 'place', term: TEAK });
    expect(advisorState(catalogue.terms, ['teak', 'ute'])).toMatchObject({ step: 'goal', place: 'ute' });
    expect(advisorState(catalogue.terms, ['teak', 'ute', 'beskytte'])).toMatchObject({ step: 'result', goal: 'beskytte' });
    for (const segments of [['finnes-ikke'], ['tom'], ['teak', 'inne-og-ute'], ['teak', 'ute', 'reparere'], ['teak', 'ute', 'beskytte', 'mer']]) {
      expect(advisorState(catalogue.terms, segments)).toBeNull();
    }
  });

  it('lists the answered combinations for the sitemap', () => {
    const paths = answeredPaths(catalogue);
    expect(paths).toContain('/veileder/teak/ute/beskytte');
    expect(paths).toContain('/veileder/teak/inne/beskytte');
    expect(paths).not.toContain('/veileder/oljet-tre/inne/beskytte');
    expect(paths.every((p) => p.split('/').length === 5)).toBe(true);
  });
});

describe('texts and structured data', () => {
  it('writes the answers into the miss message', () => {
    expect(missMessage(OIL, 'inne', 'beskytte')).toBe(
      'Hei! Jeg brukte produktveilederen og fant ikke noe produkt for dette: Oljet tre, inne: fornye og beskytte. Hva anbefaler dere?',
    );
  });

  it('writes the goal with its preposition before the material', () => {
    const LEATHER: AdvisorTerm = { slug: 'glattlaer', label: 'Glattlær', taskOrder: ['fjerne-flekker', 'reparere'] };
    expect(ADVISOR_TEXTS.noMatch(LEATHER, 'inne', 'fjerne-flekker')).toBe(
      'Vi har ikke noe produkt registrert som kan fjerne flekker på glattlær innendørs. Spør oss, så finner vi en løsning sammen med deg.',
    );
    expect(ADVISOR_TEXTS.resultDescription(LEATHER, 'inne', 'reparere', ['A'])).toMatch(/^Rutine for å reparere skader på glattlær innendørs: A\. /);
    expect(ADVISOR_TEXTS.resultDescription(TEAK, 'ute', 'beskytte', ['A'])).toMatch(/^Rutine for å fornye og beskytte teak og hardved ute utendørs: A\. /);
    expect(ADVISOR_TEXTS.noMatch(OIL, 'ute', 'rengjore')).toMatch(/^Vi har ikke noe produkt registrert som kan rengjøre oljet tre utendørs\. /);
  });

  it('lower-cases a label’s first letter inside a sentence, but not an abbreviation’s', () => {
    expect(lower('Oljet tre')).toBe('oljet tre');
    expect(lower('PVC og plast')).toBe('PVC og plast');
    expect(lower('MDF-plater')).toBe('MDF-plater');
    expect(lower('Ærfugl')).toBe('ærfugl');
    expect(lower('A')).toBe('a');
  });

  it('gives each answer its own title and a description naming the products (or the miss)', () => {
    expect(ADVISOR_TEXTS.resultTitle(TEAK, 'ute', 'beskytte')).toBe('Fornye og beskytte: teak og hardved ute (ute)');
    expect(ADVISOR_TEXTS.resultDescription(TEAK, 'ute', 'beskytte', ['A', 'B'])).toContain('A, B');
    expect(ADVISOR_TEXTS.resultDescription(TEAK, 'ute', 'beskytte', [])).toContain('Spør oss');
  });

  it('describes the routine as an ItemList of the products in order', () => {
    const data = routineJsonLd(
      'Rutine',
      [
        { articleNumber: 'E-720', name: 'Teakrens' },
        { articleNumber: '3010', name: 'Teakolje' },
      ],
      'https://x.no',
    );
    expect(data).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Teakrens', url: 'https://x.no/produkt/E-720' },
        { '@type': 'ListItem', position: 2, name: 'Teakolje', url: 'https://x.no/produkt/3010' },
      ],
    });
  });
});
