import { catalogueQuality, productProblems, problemsSummary, QUALITY_TEXTS as T, type QualityProduct } from './quality';

const PLACES = { edit: (id: number) => `/admin?fane=produkter&rediger=${id}`, documents: (id: number) => `/dokumenter/${id}` };
const NOW = new Date('2026-11-27T10:00:00Z');

const size = { articleNumber: '3020', sizeLabel: '500 ml', recommendedPriceNok: 189, gtin: '7038010009457', netQuantity: 500, netUnit: 'ml' };
const COMPLETE: QualityProduct = {
  id: 1,
  articleNumber: '3010',
  name: 'Teakolje Natur',
  imageUrl: '/media/products/3010.jpg',
  description: '<p>Olje for teak.</p>',
  uses: ['teak-og-hardved-ute'],
  pictograms: ['GHS08'],
  hazardStatements: ['H304', 'EUH066'],
  ufi: 'E600-30P1-S00Y-5079',
  sizes: [size],
  sdsRevisionDate: new Date('2025-03-01T00:00:00Z'),
};

describe('Datakvalitet (lib/catalogue/quality.ts)', () => {
  it('a product with everything has no problem', () => {
    expect(productProblems(COMPLETE, PLACES, NOW)).toEqual([]);
  });

  it('web: image, description (markup without text counts as none) and uses, each linking to the edit dialog', () => {
    const problems = productProblems({ ...COMPLETE, imageUrl: '', description: '<p> &nbsp;</p>', uses: [] }, PLACES, NOW);
    expect(problems).toEqual([
      { channel: 'web', text: T.noImage, href: '/admin?fane=produkter&rediger=1' },
      { channel: 'web', text: T.noDescription, href: '/admin?fane=produkter&rediger=1' },
      { channel: 'web', text: T.noUses, href: '/admin?fane=produkter&rediger=1' },
    ]);
  });

  it('Google: price, GTIN and net quantity per size, named by its article number and label', () => {
    const problems = productProblems(
      { ...COMPLETE, sizes: [size, { articleNumber: '3010', sizeLabel: '1 l', recommendedPriceNok: null, gtin: null, netQuantity: 1, netUnit: null }] },
      PLACES,
      NOW,
    );
    expect(problems.map((p) => [p.channel, p.text])).toEqual([
      ['google', '3010 (1 l): mangler veiledende pris'],
      ['google', '3010 (1 l): mangler GTIN, så den er ikke med i Google Manufacturer Center'],
      ['google', '3010 (1 l): mangler nettoinnhold og enhet'],
    ]);
  });

  it('safety: classified without a current Norwegian SDS or without a UFI; an SDS over three years old; unclassified products need neither', () => {
    expect(productProblems({ ...COMPLETE, sdsRevisionDate: null, ufi: null }, PLACES, NOW)).toEqual([
      { channel: 'safety', text: T.noSds, href: '/dokumenter/1' },
      { channel: 'safety', text: T.noUfi, href: '/admin?fane=produkter&rediger=1' },
    ]);
    // An H statement alone classifies; EUH alone does not.
    expect(productProblems({ ...COMPLETE, pictograms: [], hazardStatements: ['H226'], ufi: null }, PLACES, NOW).map((p) => p.text)).toEqual([T.noUfi]);
    expect(productProblems({ ...COMPLETE, pictograms: [], hazardStatements: ['EUH208'], ufi: null, sdsRevisionDate: null }, PLACES, NOW)).toEqual([]);
    // Three years and a day old: flagged; three years less a day: not.
    const old = productProblems({ ...COMPLETE, sdsRevisionDate: new Date('2023-11-26T00:00:00Z') }, PLACES, NOW);
    expect(old).toEqual([{ channel: 'safety', text: T.oldSds('26.11.2023'), href: '/dokumenter/1' }]);
    expect(productProblems({ ...COMPLETE, sdsRevisionDate: new Date('2023-11-28T00:00:00Z') }, PLACES, NOW)).toEqual([]);
  });

  it('the completeness figure: share of products without problems, overall and per channel', () => {
    const products = [COMPLETE, { ...COMPLETE, id: 2, uses: [] }, { ...COMPLETE, id: 3, ufi: null, sizes: [{ ...size, gtin: null }] }];
    const q = catalogueQuality(products, PLACES, NOW);
    expect(q).toMatchObject({ total: 3, complete: 1, percent: 33 });
    expect(q.channels).toEqual({ web: { complete: 2, percent: 66 }, google: { complete: 2, percent: 66 }, safety: { complete: 2, percent: 66 } });
    expect(q.withProblems.map((p) => [p.id, p.problems.length])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(catalogueQuality([], PLACES, NOW)).toMatchObject({ total: 0, percent: 100 });
    expect(problemsSummary(q.withProblems[1].problems)).toBe('2 mangler');
    expect(problemsSummary(q.withProblems[0].problems)).toBe('1 mangel');
    expect(problemsSummary([])).toBe('Komplett');
  });
});
