/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import type { ProductDetail } from '@/lib/catalogue/responses';
import { DocumentsSection, HazardSection, SuitabilitySection, TechnicalDataSection } from './ProductFacts';
import { NO_FACTS } from '../../tests/support/product-facts';

/** A product page's data with no facts; each test adds what it shows. */
const BARE: ProductDetail = {
  articleNumber: '3010',
  name: 'Teakolje Natur',
  category: 'Treolje',
  imageUrl: '/media/products/3010.jpg',
  description: null,
  instructions: null,
  youtubeUrl: null,
  highlightText: null,
  highlightDescription: null,
  videoId: null,
  updatedAt: '2026-11-27T06:00:00.000Z',
  retailers: [],
  variants: [],
  ...NO_FACTS,
  useLabels: [],
  statements: [],
  documents: [],
} as unknown as ProductDetail;

const TEAK: ProductDetail = {
  ...BARE,
  uses: ['teak-og-hardved-ute', 'oljet-tre'],
  useLabels: [
    { code: 'teak-og-hardved-ute', text: 'Teak og hardved ute' },
    { code: 'oljet-tre', text: 'Oljet tre' },
  ],
  setting: 'ute',
  tasks: ['beskytte', 'vedlikeholde'],
  coverageMinM2PerL: 8,
  coverageMaxM2PerL: 12,
  applicationMinC: 10,
  applicationMaxC: 25,
  pictograms: ['GHS08', 'GHS07'],
  signalWord: 'Fare',
  hazardStatements: ['H304', 'EUH066'],
  precautionaryStatements: ['P301+P310', 'P331'],
  statements: [
    { code: 'H304', text: 'Kan være dødelig ved svelging dersom det kommer ned i luftveiene.' },
    { code: 'EUH066', text: 'Gjentatt eksponering kan gi tørr eller sprukket hud.' },
    { code: 'P301+P310', text: 'VED SVELGING: Kontakt umiddelbart et GIFTINFORMASJONSSENTER eller lege.' },
    { code: 'P331', text: 'IKKE framkall brekning.' },
  ],
  ufi: 'E600-30P1-S00Y-5079',
  supplementalWarnings: 'Kluter fuktet med produktet kan selvantenne.',
  documents: [
    { kind: 'SDS', language: 'no', revision: '3', revisionDate: '2026-03-12', url: '/produkt/3010/sikkerhetsdatablad' },
    { kind: 'SDS', language: 'sv', revision: '2', revisionDate: '2025-10-01', url: '/produkt/3010/sikkerhetsdatablad?sprak=sv' },
    { kind: 'DATA_SHEET', language: 'no', revision: '1', revisionDate: '2026-01-15', url: '/produkt/3010/produktdatablad' },
  ],
};

describe('the product page’s facts', () => {
  it("'Passer til': the uses as a list, inne/ute and the tasks", () => {
    render(<SuitabilitySection product={TEAK} />);
    const section = screen.getByRole('region', { name: 'Passer til' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Teak og hardved ute', 'Oljet tre']);
    expect(within(section).getByText('Ute').tagName).toBe('DD');
    expect(within(section).getByText('beskytte og vedlikeholde')).toBeTruthy();
  });

  it("'Tekniske data': a table with a row header per figure, only the figures given", () => {
    render(<TechnicalDataSection product={TEAK} />);
    const table = screen.getByRole('table', { name: 'Tekniske data' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent])).toEqual([
      ['Dekkevne', '8–12 m²/l per strøk'],
      ['Brukstemperatur', '10–25 °C'],
    ]);
    expect(within(table).getAllByRole('rowheader')[0].getAttribute('scope')).toBe('row');
  });

  it("'Fareinformasjon': each pictogram an image named by its hazard, the signal word, the statements in full, the warnings and the UFI", () => {
    render(<HazardSection product={TEAK} />);
    const section = screen.getByRole('region', { name: 'Fareinformasjon' });
    expect(
      within(section)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Alvorlig helsefare', 'Helseskadelig eller irriterende']);
    expect(within(section).getByTestId('signal-word').textContent).toBe('Fare');
    const [pictograms, hazard, precautionary] = within(section).getAllByRole('list');
    expect(pictograms.getAttribute('aria-label')).toBe('Farepiktogrammer');
    const texts = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(texts(hazard)).toEqual([
      'H304 Kan være dødelig ved svelging dersom det kommer ned i luftveiene.',
      'EUH066 Gjentatt eksponering kan gi tørr eller sprukket hud.',
    ]);
    expect(texts(precautionary)).toEqual(['P301+P310 VED SVELGING: Kontakt umiddelbart et GIFTINFORMASJONSSENTER eller lege.', 'P331 IKKE framkall brekning.']);
    expect(within(section).getByRole('heading', { level: 3, name: 'Faresetninger' })).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 3, name: 'Sikkerhetssetninger' })).toBeTruthy();
    expect(within(section).getByText('Kluter fuktet med produktet kan selvantenne.')).toBeTruthy();
    expect(section.textContent).toContain('UFI: E600-30P1-S00Y-5079');
  });

  it("'Dokumenter': a link per current document to its stable address, saying it is a PDF", () => {
    render(<DocumentsSection product={TEAK} />);
    const links = within(screen.getByRole('region', { name: 'Dokumenter' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('type'), a.getAttribute('hreflang')])).toEqual([
      ['Sikkerhetsdatablad (norsk), revisjon 3, 12.03.2026 (PDF)', '/produkt/3010/sikkerhetsdatablad', 'application/pdf', null],
      ['Sikkerhetsdatablad (svensk), revisjon 2, 01.10.2025 (PDF)', '/produkt/3010/sikkerhetsdatablad?sprak=sv', 'application/pdf', 'sv'],
      ['Produktdatablad, revisjon 1, 15.01.2026 (PDF)', '/produkt/3010/produktdatablad', 'application/pdf', null],
    ]);
  });

  it('renders no section at all for a product without facts', () => {
    const { container } = render(
      <>
        <SuitabilitySection product={BARE} />
        <TechnicalDataSection product={BARE} />
        <HazardSection product={BARE} />
        <DocumentsSection product={BARE} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
