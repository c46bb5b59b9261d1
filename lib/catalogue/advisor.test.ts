import {
  ADVISOR_TEXTS,
  advisorPath,
  advisorRoutine,
  advisorState,
  answeredPaths,
  fitsPlace,
  missMessage,
  offeredTerms,
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
  it('takes the term’s order up to the goal, lists each product once (under the goal when it does the goal) and leaves out the rest', () => {
    const routine = advisorRoutine(catalogue, TEAK, 'ute', 'beskytte');
    expect(routine.steps.map((s) => [s.task, s.goal, s.items.map((i) => i.product.articleNumber)])).toEqual([
      ['rengjore', false, ['CLEAN']],
      ['beskytte', true, ['OIL', 'BOTH']],
    ]);
    expect(routine.articleNumbers).toEqual(['CLEAN', 'OIL', 'BOTH']);
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

  it('follows the operator’s order: a task outside the order is no step, a later one is not reached', () => {
    // 'reparere' is not in TEAK's order: REPAIR never answers.
    expect(advisorRoutine(catalogue, TEAK, 'ute', 'vedlikeholde').articleNumbers).toEqual(['CLEAN', 'BOTH', 'OIL', 'KEEP']);
    expect(routineTasks(TEAK, 'reparere')).toEqual([]);
    const reordered: AdvisorTerm = { ...TEAK, taskOrder: ['beskytte', 'rengjore'] };
    expect(advisorRoutine({ ...catalogue, terms: [reordered] }, reordered, 'ute', 'beskytte').steps.map((s) => s.task)).toEqual(['beskytte']);
  });

  it('reads a stored order leniently: unknown tasks dropped, repeats once', () => {
    expect(taskOrderOf({ taskOrder: ['beskytte', 'polere', 'beskytte', 'rengjore'] })).toEqual(['beskytte', 'rengjore']);
    expect(offeredTerms(catalogue.terms).map((t) => t.slug)).toEqual(['teak', 'oljet-tre']);
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
