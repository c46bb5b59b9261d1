/**
 * @jest-environment jsdom
 */
// The product dialog's facts (docs/product.md: Produktfakta i produktskjemaet): the stored facts are
// loaded into the folded groups and sent back as the schema reads them; a server refusal on a fact
// opens its group and shows the message under the field.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { loadProductAction, updateProductAction } from '@/lib/admin/products/actions';
import { EditProduct } from './EditProduct';

jest.mock('@/lib/admin/products/actions', () => ({
  addProductAction: jest.fn(),
  updateProductAction: jest.fn(),
  loadProductAction: jest.fn(),
  uploadProductImageAction: jest.fn(),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const update = jest.mocked(updateProductAction);
const load = jest.mocked(loadProductAction);

const VOCABULARIES = {
  uses: [
    { value: 'oljet-tre', label: 'Oljet tre' },
    { value: 'teak-og-hardved-ute', label: 'Teak og hardved ute' },
  ],
  phrases: [
    { code: 'H304', text: 'Kan være dødelig ved svelging dersom det kommer ned i luftveiene.' },
    { code: 'EUH066', text: 'Gjentatt eksponering kan gi tørr eller sprukket hud.' },
    { code: 'P102', text: 'Oppbevares utilgjengelig for barn.' },
  ],
};

const SLOW = { timeout: 20_000 };
jest.setTimeout(60_000);

const PRODUCT = {
  id: 7,
  articleNumber: '3010',
  name: 'Teakolje',
  category: 'Treolje',
  imageUrl: 'https://cdn.example/t.jpg',
  description: null,
  instructions: null,
  youtubeUrl: null,
  highlightText: null,
  highlightDescription: null,
  uses: ['teak-og-hardved-ute'],
  setting: 'ute',
  tasks: ['beskytte'],
  coverageMinM2PerL: 8,
  coverageMaxM2PerL: 12.5,
  recommendedCoats: 2,
  touchDryHours: null,
  recoatHours: null,
  fullCureDays: null,
  applicationMinC: 10,
  applicationMaxC: 25,
  shelfLifeMonths: null,
  pictograms: ['GHS08'],
  signalWord: 'Fare',
  hazardStatements: ['H304', 'EUH066'],
  precautionaryStatements: ['P102'],
  ufi: 'E600-30P1-S00Y-5079',
  supplementalWarnings: null,
  variants: [{ articleNumber: '3010', sizeLabel: '1 l', gtin: null, recommendedPriceNok: 299, imageUrl: null, netQuantity: 1, netUnit: 'l' as const }],
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  retailerLinks: [],
};

describe('the product dialog: facts', () => {
  it('loads the facts into the folded groups, sends them back, and opens a group on a server refusal with the message under the field', async () => {
    load.mockResolvedValue({ ok: true, data: PRODUCT });
    update.mockResolvedValueOnce({
      ok: false,
      status: 400,
      code: 'validation_failed',
      error: 'Skjemaet inneholder feil',
      fieldErrors: { precautionaryStatements: ['Ukjent sikkerhetssetning P284 (legg den inn i katalogen over faresetninger først)'] },
    });
    render(
      <ToastProvider>
        <EditProduct id={7} name="Teakolje" retailers={[]} categories={['Treolje']} vocabularies={VOCABULARIES} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Teakolje' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Teakolje' });
    await waitFor(() => expect((within(dialog).getByLabelText('Artikkelnummer') as HTMLInputElement).value).toBe('3010'), SLOW);

    // Folded, each button saying how many of its fields are filled.
    const use = within(dialog).getByRole('button', { name: /^Bruk/ });
    const hazard = within(dialog).getByRole('button', { name: /^Faremerking \(CLP\)/ });
    expect(use.getAttribute('aria-expanded')).toBe('false');
    expect(use.textContent).toContain('3 utfylt');
    expect(hazard.getAttribute('aria-expanded')).toBe('false');
    expect((within(dialog).getByLabelText('Nettoinnhold (valgfri)') as HTMLInputElement).value).toBe('1');
    expect((within(dialog).getByLabelText('Enhet') as HTMLSelectElement).value).toBe('l');

    fireEvent.click(within(dialog).getByRole('button', { name: /^Tekniske data/ }));
    expect((within(dialog).getByLabelText('Dekkevne til') as HTMLInputElement).value).toBe('12,5');
    fireEvent.change(within(dialog).getByLabelText('Dekkevne fra'), { target: { value: '9,5' } });
    fireEvent.click(use);
    expect(use.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vedlikeholde' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));

    await waitFor(() => expect(update).toHaveBeenCalled(), SLOW);
    expect(update).toHaveBeenCalledWith(
      7,
      expect.objectContaining({
        uses: ['teak-og-hardved-ute'],
        setting: 'ute',
        tasks: ['beskytte', 'vedlikeholde'],
        coverageMinM2PerL: 9.5,
        coverageMaxM2PerL: 12.5,
        hazardStatements: ['H304', 'EUH066'],
        precautionaryStatements: ['P102'],
        ufi: 'E600-30P1-S00Y-5079',
        variants: [expect.objectContaining({ articleNumber: '3010', netQuantity: 1, netUnit: 'l' })],
      }),
    );
    // The refusal's field is in the folded hazard group: it opens, and says so.
    await waitFor(() => expect(hazard.getAttribute('aria-expanded')).toBe('true'), SLOW);
    expect(hazard.textContent).toContain('har feil');
    const picker = within(dialog).getByRole('combobox', { name: 'Sikkerhetssetninger (P)' });
    const describedBy = picker.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('Ukjent sikkerhetssetning P284');
  });
});
