import { demandCsv, demandExport } from './export';

const WEEK = new Date('2026-11-23T00:00:00Z');

describe('the demand export', () => {
  const data = demandExport(
    [
      { weekStart: WEEK, week: '2026-W48', postalCode: '9170', product: '', productName: '', count: 3 },
      { weekStart: WEEK, week: '2026-W48', postalCode: '9170', product: '1010', productName: 'Møbelpolish Klassisk', count: 1 },
    ],
    [{ weekStart: WEEK, week: '2026-W48', term: '@sum(a1)', count: 2 }],
    [
      {
        weekStart: WEEK,
        week: '2026-W48',
        material: 'teak-og-hardved',
        materialLabel: 'Teak og hardved',
        setting: 'ute',
        settingLabel: 'Ute',
        task: 'fjerne-flekker',
        taskLabel: 'Fjerne flekker',
        count: 4,
      },
    ],
    [
      { weekStart: WEEK, week: '2026-W48', product: '3010', productName: 'Teakolje', count: 5 },
      { weekStart: WEEK, week: '2026-W48', product: '9999', productName: '', count: 1 },
    ],
  );

  it('answers dates as days and keeps the counts', () => {
    expect(data).toEqual({
      postalSearches: [
        { week: '2026-W48', weekStart: '2026-11-23', postalCode: '9170', product: null, productName: null, count: 3 },
        { week: '2026-W48', weekStart: '2026-11-23', postalCode: '9170', product: '1010', productName: 'Møbelpolish Klassisk', count: 1 },
      ],
      productSearches: [{ week: '2026-W48', weekStart: '2026-11-23', term: '@sum(a1)', count: 2 }],
      advisorMisses: [
        {
          week: '2026-W48',
          weekStart: '2026-11-23',
          material: 'teak-og-hardved',
          materialLabel: 'Teak og hardved',
          setting: 'ute',
          settingLabel: 'Ute',
          task: 'fjerne-flekker',
          taskLabel: 'Fjerne flekker',
          count: 4,
        },
      ],
      calculatorUses: [
        { week: '2026-W48', weekStart: '2026-11-23', product: '3010', productName: 'Teakolje', count: 5 },
        { week: '2026-W48', weekStart: '2026-11-23', product: '9999', productName: null, count: 1 },
      ],
    });
  });

  it('writes four sections, a BOM, semicolons and CRLF; a formula-like term is made safe', () => {
    expect(demandCsv(data)).toBe(
      '\uFEFFUke;Uke starter;Postnummer;Søk uten forhandler innen 100 km;Produkt (art.nr);Produktnavn\r\n' +
        '2026-W48;2026-11-23;9170;3;;\r\n' +
        '2026-W48;2026-11-23;9170;1;1010;Møbelpolish Klassisk\r\n' +
        '\r\n' +
        'Uke;Uke starter;Søkeord;Søk uten treff\r\n' +
        "2026-W48;2026-11-23;'@sum(a1);2\r\n" +
        '\r\n' +
        'Uke;Uke starter;Materiale;Inne/ute;Ønsker;Veiledersvar uten produkt;Materiale (nøkkel);Inne/ute (nøkkel);Ønsker (nøkkel)\r\n' +
        '2026-W48;2026-11-23;Teak og hardved;Ute;Fjerne flekker;4;teak-og-hardved;ute;fjerne-flekker\r\n' +
        '\r\n' +
        'Uke;Uke starter;Produkt (art.nr);Produktnavn;Bruk av mengdekalkulatoren\r\n' +
        '2026-W48;2026-11-23;3010;Teakolje;5\r\n' +
        '2026-W48;2026-11-23;9999;;1\r\n',
    );
  });
});
