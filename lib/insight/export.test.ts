import { demandCsv, demandExport } from './export';

const WEEK = new Date('2026-11-23T00:00:00Z');

describe('the unmet-demand export', () => {
  const data = demandExport(
    [
      { weekStart: WEEK, week: '2026-W48', postalCode: '9170', product: '', productName: '', count: 3 },
      { weekStart: WEEK, week: '2026-W48', postalCode: '9170', product: '1010', productName: 'Møbelpolish Klassisk', count: 1 },
    ],
    [{ weekStart: WEEK, week: '2026-W48', term: '@sum(a1)', count: 2 }],
  );

  it('answers dates as days and keeps the counts', () => {
    expect(data).toEqual({
      postalSearches: [
        { week: '2026-W48', weekStart: '2026-11-23', postalCode: '9170', product: null, productName: null, count: 3 },
        { week: '2026-W48', weekStart: '2026-11-23', postalCode: '9170', product: '1010', productName: 'Møbelpolish Klassisk', count: 1 },
      ],
      productSearches: [{ week: '2026-W48', weekStart: '2026-11-23', term: '@sum(a1)', count: 2 }],
    });
  });

  it('writes two sections, a BOM, semicolons and CRLF; a formula-like term is made safe', () => {
    expect(demandCsv(data)).toBe(
      '\uFEFFUke;Uke starter;Postnummer;Søk uten forhandler innen 100 km;Produkt (art.nr);Produktnavn\r\n' +
        '2026-W48;2026-11-23;9170;3;;\r\n' +
        '2026-W48;2026-11-23;9170;1;1010;Møbelpolish Klassisk\r\n' +
        '\r\n' +
        'Uke;Uke starter;Søkeord;Søk uten treff\r\n' +
        "2026-W48;2026-11-23;'@sum(a1);2\r\n",
    );
  });
});
