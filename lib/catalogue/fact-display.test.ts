import {
  documentTitle,
  factNumber,
  hasHazardLabel,
  listText,
  norwegianDate,
  sizePrices,
  statementLists,
  suitability,
  technicalRows,
  type HazardFacts,
  type TechnicalFacts,
} from './fact-display';

const NBSP = '\u00a0';

const NONE: TechnicalFacts = {
  coverageMinM2PerL: null,
  coverageMaxM2PerL: null,
  recommendedCoats: null,
  touchDryHours: null,
  recoatHours: null,
  fullCureDays: null,
  applicationMinC: null,
  applicationMaxC: null,
  shelfLifeMonths: null,
};

/** Teakolje Natur's figures (prisma/seed/data/product-facts.ts). */
const TEAK_OIL: TechnicalFacts = {
  coverageMinM2PerL: 8,
  coverageMaxM2PerL: 12,
  recommendedCoats: 2,
  touchDryHours: 4,
  recoatHours: 12,
  fullCureDays: 7,
  applicationMinC: 10,
  applicationMaxC: 25,
  shelfLifeMonths: 24,
};

describe("technicalRows ('Tekniske data')", () => {
  it('writes every figure with its unit, in the order of a job', () => {
    expect(technicalRows(TEAK_OIL)).toEqual([
      { label: 'Dekkevne', value: '8–12 m²/l per strøk' },
      { label: 'Anbefalt antall strøk', value: '2 strøk' },
      { label: 'Berøringstørr etter', value: '4 timer' },
      { label: 'Nytt strøk etter', value: '12 timer' },
      { label: 'Fullt herdet etter', value: '7 dager' },
      { label: 'Brukstemperatur', value: '10–25 °C' },
      { label: 'Holdbarhet (uåpnet)', value: '24 måneder' },
    ]);
  });

  it('has only the rows with data, and none at all without any', () => {
    expect(technicalRows(NONE)).toEqual([]);
    expect(technicalRows({ ...NONE, shelfLifeMonths: 36 })).toEqual([{ label: 'Holdbarhet (uåpnet)', value: '36 måneder' }]);
  });

  it('writes one-sided and equal ranges, decimals with a comma, singulars and negative temperatures', () => {
    const rows = (f: Partial<TechnicalFacts>) => Object.fromEntries(technicalRows({ ...NONE, ...f }).map((r) => [r.label, r.value]));
    expect(rows({ coverageMinM2PerL: 8 })).toEqual({ Dekkevne: 'Fra 8 m²/l per strøk' });
    expect(rows({ coverageMaxM2PerL: 12.5 })).toEqual({ Dekkevne: 'Opptil 12,5 m²/l per strøk' });
    expect(rows({ coverageMinM2PerL: 10, coverageMaxM2PerL: 10 })).toEqual({ Dekkevne: '10 m²/l per strøk' });
    expect(rows({ touchDryHours: 1, recoatHours: 0.5, fullCureDays: 1, shelfLifeMonths: 1, recommendedCoats: 1 })).toEqual({
      'Anbefalt antall strøk': '1 strøk',
      'Berøringstørr etter': '1 time',
      'Nytt strøk etter': '0,5 timer',
      'Fullt herdet etter': '1 dag',
      'Holdbarhet (uåpnet)': '1 måned',
    });
    expect(rows({ applicationMinC: -5, applicationMaxC: 25 })).toEqual({ Brukstemperatur: '\u22125 til 25 °C' });
    expect(rows({ applicationMinC: 5 })).toEqual({ Brukstemperatur: 'Fra 5 °C' });
  });

  it('writes numbers as nb-NO with at most one decimal and a real minus sign', () => {
    expect(factNumber(2.25)).toBe('2,3');
    expect(factNumber(-10)).toBe('\u221210');
    expect(factNumber(1000)).toBe(`1${NBSP}000`);
  });
});

describe("suitability ('Passer til')", () => {
  it('gives the use labels, inne/ute and the tasks as a sentence', () => {
    expect(
      suitability({
        useLabels: [
          { code: 'teak-og-hardved-ute', text: 'Teak og hardved ute' },
          { code: 'oljet-tre', text: 'Oljet tre' },
        ],
        setting: 'ute',
        tasks: ['beskytte', 'vedlikeholde'],
      }),
    ).toEqual({ uses: ['Teak og hardved ute', 'Oljet tre'], setting: 'Ute', tasks: 'Beskytte og vedlikeholde' });
  });

  it('is null for a product with none of them, and leaves out what is missing', () => {
    expect(suitability({ useLabels: [], setting: null, tasks: [] })).toBeNull();
    expect(suitability({ useLabels: [], setting: 'inne-og-ute', tasks: [] })).toEqual({ uses: [], setting: 'Inne og ute', tasks: null });
  });

  it('joins lists the Norwegian way', () => {
    expect(listText(['Rengjøre', 'Fjerne flekker', 'Beskytte'])).toBe('Rengjøre, fjerne flekker og beskytte');
    expect(listText(['Reparere'])).toBe('Reparere');
    expect(listText([])).toBe('');
  });
});

const TEAK_LABEL: HazardFacts = {
  pictograms: ['GHS08'],
  signalWord: 'Fare',
  hazardStatements: ['H304', 'EUH066'],
  precautionaryStatements: ['P101', 'P301+P310', 'P999'],
  ufi: 'E600-30P1-S00Y-5079',
  supplementalWarnings: null,
  statements: [
    { code: 'H304', text: 'Kan være dødelig ved svelging dersom det kommer ned i luftveiene.' },
    { code: 'EUH066', text: 'Gjentatt eksponering kan gi tørr eller sprukket hud.' },
    { code: 'P101', text: 'Ha produktets emballasje eller etikett tilgjengelig ved behov for medisinsk hjelp.' },
    { code: 'P301+P310', text: 'VED SVELGING: Kontakt umiddelbart et GIFTINFORMASJONSSENTER eller lege.' },
  ],
};
const UNLABELLED: HazardFacts = {
  pictograms: [],
  signalWord: null,
  hazardStatements: [],
  precautionaryStatements: [],
  ufi: null,
  supplementalWarnings: null,
  statements: [],
};

describe("the hazard labelling ('Fareinformasjon')", () => {
  it('lists the hazard and the precautionary statements in the product order with their wording; a code without wording stands alone', () => {
    expect(statementLists(TEAK_LABEL)).toEqual({
      hazard: [
        { code: 'H304', text: 'Kan være dødelig ved svelging dersom det kommer ned i luftveiene.' },
        { code: 'EUH066', text: 'Gjentatt eksponering kan gi tørr eller sprukket hud.' },
      ],
      precautionary: [
        { code: 'P101', text: 'Ha produktets emballasje eller etikett tilgjengelig ved behov for medisinsk hjelp.' },
        { code: 'P301+P310', text: 'VED SVELGING: Kontakt umiddelbart et GIFTINFORMASJONSSENTER eller lege.' },
        { code: 'P999', text: null },
      ],
    });
  });

  it('is there when any element of a label is, and not for a product without labelling', () => {
    expect(hasHazardLabel(TEAK_LABEL)).toBe(true);
    expect(hasHazardLabel(UNLABELLED)).toBe(false);
    expect(hasHazardLabel({ ...UNLABELLED, supplementalWarnings: '  ' })).toBe(false);
    expect(hasHazardLabel({ ...UNLABELLED, supplementalWarnings: 'Kluter kan selvantenne.' })).toBe(true);
    expect(hasHazardLabel({ ...UNLABELLED, pictograms: ['GHS02'] })).toBe(true);
    expect(hasHazardLabel({ ...UNLABELLED, ufi: 'E600-30P1-S00Y-5079' })).toBe(true);
  });
});

describe("the documents ('Dokumenter')", () => {
  it('names each by kind, language, revision and date', () => {
    expect(documentTitle({ kind: 'SDS', language: 'no', revision: '3', revisionDate: '2026-03-12' })).toBe(
      'Sikkerhetsdatablad (norsk), revisjon 3, 12.03.2026',
    );
    expect(documentTitle({ kind: 'SDS', language: 'sv', revision: '1.2', revisionDate: '2025-11-01' })).toBe(
      'Sikkerhetsdatablad (svensk), revisjon 1.2, 01.11.2025',
    );
    expect(documentTitle({ kind: 'DATA_SHEET', language: 'no', revision: '2', revisionDate: '2026-02-01' })).toBe('Produktdatablad, revisjon 2, 01.02.2026');
    expect(documentTitle({ kind: 'DATA_SHEET', language: 'en', revision: '2', revisionDate: '2026-02-01' })).toBe(
      'Produktdatablad (engelsk), revisjon 2, 01.02.2026',
    );
    expect(norwegianDate('2026-12-31T10:00:00Z')).toBe('31.12.2026');
  });
});

describe("a size's price with its unit price", () => {
  it("gives the price and the price per litre, kilogram or piece ('596,00 kr/l')", () => {
    expect(sizePrices({ recommendedPriceNok: 149, netQuantity: 250, netUnit: 'ml' })).toEqual({
      price: `149,00${NBSP}kr`,
      unitPrice: `596,00${NBSP}kr/l`,
    });
    expect(sizePrices({ recommendedPriceNok: 329, netQuantity: 1, netUnit: 'l' })).toEqual({ price: `329,00${NBSP}kr`, unitPrice: `329,00${NBSP}kr/l` });
    expect(sizePrices({ recommendedPriceNok: 99.5, netQuantity: 200, netUnit: 'g' }).unitPrice).toBe(`497,50${NBSP}kr/kg`);
    expect(sizePrices({ recommendedPriceNok: 120, netQuantity: 48, netUnit: 'stk' }).unitPrice).toBe(`2,50${NBSP}kr/stk`);
  });

  it('has no unit price without a net quantity, and nothing without a price', () => {
    expect(sizePrices({ recommendedPriceNok: 149, netQuantity: null, netUnit: null })).toEqual({ price: `149,00${NBSP}kr`, unitPrice: null });
    expect(sizePrices({ recommendedPriceNok: null, netQuantity: 250, netUnit: 'ml' })).toEqual({ price: null, unitPrice: null });
  });
});
