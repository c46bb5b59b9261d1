/**
 * @jest-environment jsdom
 */
// Saving a product always tells the operator how it went (issue 24: the old form showed nothing
// when the save failed on the network or with a server error); its sizes are rows added, moved
// and removed in the dialog, each a group 'Størrelse N' with its own field errors (issue 26).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { addProductAction, loadProductAction, updateProductAction } from '@/lib/admin/products/actions';
import { AddProduct } from './AddProduct';
import { EditProduct } from './EditProduct';
import { NO_FACTS } from '../../../tests/support/product-facts';

/** The use terms and statements the facts are chosen from. */
const VOCABULARIES = {
  uses: [
    { value: 'oljet-tre', label: 'Oljet tre' },
    { value: 'teak-og-hardved-ute', label: 'Teak og hardved ute' },
  ],
  phrases: [
    { code: 'H304', text: 'Kan være dødelig ved svelging dersom det kommer ned i luftveiene.' },
    { code: 'P102', text: 'Oppbevares utilgjengelig for barn.' },
  ],
};

jest.mock('@/lib/admin/products/actions', () => ({
  addProductAction: jest.fn(),
  updateProductAction: jest.fn(),
  loadProductAction: jest.fn(),
  uploadProductImageAction: jest.fn(),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const add = jest.mocked(addProductAction);
const update = jest.mocked(updateProductAction);
const load = jest.mocked(loadProductAction);

const RETAILERS = [{ id: 1, name: 'Nettbutikken' }];

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** The toast region, hidden from screen readers while a dialog is open: read by its label. */
const toastText = () => document.querySelector('section[aria-label="Varsler (F8)"]')?.textContent ?? '';

/** A loaded machine renders the dialog with its editors slowly: patience, not a timing check. */
const SLOW = { timeout: 20_000 };
jest.setTimeout(60_000);

beforeEach(() => {
  jest.clearAllMocks();
});

describe('the product dialogs', () => {
  it('add: a network failure keeps the dialog open and says so, in the dialog and the toast', async () => {
    add.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <ToastProvider>
        <AddProduct retailers={RETAILERS} categories={['Treolje']} vocabularies={VOCABULARIES} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Legg til produkt' }));
    const dialog = screen.getByRole('dialog', { name: 'Legg til produkt' });
    fill(within(dialog).getByRole('group', { name: 'Størrelse 1' }), 'Artikkelnummer', 'T-1');
    fill(dialog, 'Produktnavn', 'Testolje');
    fill(dialog, 'Kategori', 'Treolje');
    fill(dialog, 'Bilde-URL', 'https://cdn.example/x.jpg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til produkt' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Fikk ikke kontakt med serveren'), SLOW);
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Testolje', category: 'Treolje', variants: [expect.objectContaining({ articleNumber: 'T-1' })] }),
    );
    expect(toastText()).toContain('Feil ved registrering');
    expect(screen.getByRole('dialog', { name: 'Legg til produkt' })).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('edit: a server error shows the documented failure with the request id; a success closes the dialog', async () => {
    load.mockResolvedValue({
      ok: true,
      data: {
        id: 7,
        articleNumber: '1010',
        name: 'Teakolje',
        category: 'Treolje',
        imageUrl: 'https://cdn.example/t.jpg',
        description: '<p>Gir glans.</p>',
        instructions: null,
        youtubeUrl: null,
        highlightText: null,
        highlightDescription: null,
        ...NO_FACTS,
        variants: [{ articleNumber: '1010', sizeLabel: null, gtin: null, recommendedPriceNok: 249.5, imageUrl: null, netQuantity: null, netUnit: null }],
        updatedAt: new Date('2026-11-01T10:00:00Z'),
        retailerLinks: [{ retailerId: 1, productUrl: 'https://nb.example/t' }],
      },
    });
    update.mockResolvedValueOnce({ ok: false, status: 500, code: 'internal_error', error: 'Intern feil', requestId: 'req-42' });
    render(
      <ToastProvider>
        <EditProduct id={7} name="Teakolje" retailers={RETAILERS} categories={['Treolje']} vocabularies={VOCABULARIES} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Teakolje' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Teakolje' });
    await waitFor(() => expect((within(dialog).getByLabelText('Artikkelnummer') as HTMLInputElement).value).toBe('1010'), SLOW);
    expect(within(dialog).getByLabelText('Artikkelnummer').hasAttribute('readonly')).toBe(true);
    expect((within(dialog).getByLabelText('Veiledende pris (kr, valgfri)') as HTMLInputElement).value).toBe('249,5');
    expect((within(dialog).getByLabelText('Produktlenke') as HTMLInputElement).value).toBe('https://nb.example/t');
    fill(dialog, 'Produktnavn', 'Teakolje Pluss');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Kunne ikke oppdatere produkt. Prøv igjen. Feil-ID: req-42'), SLOW);
    expect(update).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ name: 'Teakolje Pluss', retailerLinks: [{ retailerId: 1, productUrl: 'https://nb.example/t' }] }),
    );

    update.mockResolvedValueOnce({ ok: true, data: { id: 7, articleNumber: '1010' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(toastText()).toContain('Produkt oppdatert');
    expect(refresh).toHaveBeenCalled();
  });

  it('add: two sizes, in the order of the rows; a size label missing or an article number twice is answered on its row', async () => {
    add.mockResolvedValue({ ok: true, data: { id: 9, articleNumber: 'S-1' } });
    render(
      <ToastProvider>
        <AddProduct retailers={RETAILERS} categories={['Treolje']} vocabularies={VOCABULARIES} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Legg til produkt' }));
    const dialog = screen.getByRole('dialog', { name: 'Legg til produkt' });
    const sizes = within(dialog).getByRole('group', { name: 'Størrelser' });
    fill(dialog, 'Produktnavn', 'Teakolje');
    fill(dialog, 'Kategori', 'Treolje');
    fill(dialog, 'Bilde-URL', 'https://cdn.example/t.jpg');
    const first = within(sizes).getByRole('group', { name: 'Størrelse 1' });
    expect(first.textContent).toContain('Første størrelse: blir produktets eget artikkelnummer');
    // One size: nothing to move or remove.
    expect(within(first).queryByRole('button', { name: 'Fjern størrelse 1' })).toBeNull();
    expect((within(first).getByRole('button', { name: 'Flytt størrelse 1 opp' }) as HTMLButtonElement).disabled).toBe(true);
    fill(first, 'Artikkelnummer', 'S-1');
    fill(first, 'Veiledende pris (kr, valgfri)', '149,50');
    fireEvent.click(within(sizes).getByRole('button', { name: 'Legg til størrelse' }));
    const second = await within(sizes).findByRole('group', { name: 'Størrelse 2' });
    fill(second, 'Artikkelnummer', 'S-1');
    fill(second, 'Størrelse (f.eks. 500 ml)', '1 l');
    fill(second, 'GTIN (strekkode)', '7038010009457');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til produkt' }));
    await waitFor(() => expect(within(second).getByLabelText('Artikkelnummer').getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(second.textContent).toContain('Artikkelnummeret står to ganger');
    expect(first.textContent).toContain('Oppgi størrelse når produktet har flere størrelser');
    expect(add).not.toHaveBeenCalled();

    fill(first, 'Størrelse (f.eks. 500 ml)', '500 ml');
    fill(second, 'Artikkelnummer', 'S-2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til produkt' }));
    await waitFor(() => expect(add).toHaveBeenCalled(), SLOW);
    expect(add.mock.calls[0][0]).toMatchObject({
      name: 'Teakolje',
      variants: [
        { articleNumber: 'S-1', sizeLabel: '500 ml', recommendedPriceNok: 149.5, gtin: null },
        { articleNumber: 'S-2', sizeLabel: '1 l', recommendedPriceNok: null, gtin: '7038010009457' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });

  it('edit: the main size is locked and stays; a new size is added, moved up and another removed; server errors land on their row', async () => {
    load.mockResolvedValue({
      ok: true,
      data: {
        id: 8,
        articleNumber: '2010',
        name: 'Møbelpolish',
        category: 'Møbelpolish',
        imageUrl: 'https://cdn.example/m.jpg',
        description: null,
        instructions: null,
        youtubeUrl: null,
        highlightText: null,
        highlightDescription: null,
        ...NO_FACTS,
        variants: [
          { articleNumber: '2010', sizeLabel: '250 ml', gtin: null, recommendedPriceNok: 149, imageUrl: null, netQuantity: 250, netUnit: 'ml' as const },
          {
            articleNumber: '2011',
            sizeLabel: '500 ml',
            gtin: '7038010009457',
            recommendedPriceNok: 229,
            imageUrl: '/media/products/2011.jpg',
            netQuantity: 500,
            netUnit: 'ml' as const,
          },
        ],
        updatedAt: new Date('2026-11-01T10:00:00Z'),
        retailerLinks: [],
      },
    });
    update.mockResolvedValueOnce({
      ok: false,
      status: 409,
      code: 'conflict',
      error: 'Et annet produkt har allerede denne GTIN-en',
      fieldErrors: { 'variants.1.gtin': ['Et annet produkt har allerede denne GTIN-en'] },
    });
    render(
      <ToastProvider>
        <EditProduct id={8} name="Møbelpolish" retailers={RETAILERS} categories={['Møbelpolish']} vocabularies={VOCABULARIES} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Møbelpolish' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Møbelpolish' });
    const sizes = await within(dialog).findByRole('group', { name: 'Størrelser' }, SLOW);
    const row = (n: number) => within(sizes).getByRole('group', { name: `Størrelse ${n}` });
    /** What the list's live regions read out (the move and removal messages; each row's upload status is empty). */
    const announced = () =>
      within(sizes)
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join(' | ');
    const articleNumber = (n: number) => (within(row(n)).getByLabelText('Artikkelnummer') as HTMLInputElement).value;

    // Saved sizes: their article numbers are read-only; the main one cannot be removed.
    expect(within(row(1)).getByLabelText('Artikkelnummer').hasAttribute('readonly')).toBe(true);
    expect(within(row(2)).getByLabelText('Artikkelnummer').hasAttribute('readonly')).toBe(true);
    expect(within(row(1)).queryByRole('button', { name: 'Fjern størrelse 1' })).toBeNull();
    expect(within(row(2)).getByRole('button', { name: 'Fjern størrelse 2' })).toBeTruthy();
    expect(within(row(2)).getByRole('img', { name: 'Forhåndsvisning av bildet til størrelse 2' })).toBeTruthy();

    fireEvent.click(within(sizes).getByRole('button', { name: 'Legg til størrelse' }));
    await waitFor(() => expect(within(sizes).getAllByRole('group')).toHaveLength(3));
    expect(within(row(3)).getByLabelText('Artikkelnummer').hasAttribute('readonly')).toBe(false);
    fill(row(3), 'Artikkelnummer', '2012');
    fill(row(3), 'Størrelse (f.eks. 500 ml)', '1 l');
    fill(row(3), 'Veiledende pris (kr, valgfri)', '399');
    fireEvent.click(within(row(3)).getByRole('button', { name: 'Flytt størrelse 3 opp' }));
    await waitFor(() => expect(articleNumber(2)).toBe('2012'));
    expect(announced()).toContain('Størrelse 3 flyttet til plass 2');
    expect(articleNumber(3)).toBe('2011');
    fireEvent.click(within(row(3)).getByRole('button', { name: 'Fjern størrelse 3' }));
    await waitFor(() => expect(within(sizes).getAllByRole('group')).toHaveLength(2));
    expect(announced()).toContain('Størrelse 3 fjernet');
    // The main size moves like the others.
    fireEvent.click(within(row(1)).getByRole('button', { name: 'Flytt størrelse 1 ned' }));
    await waitFor(() => expect(articleNumber(1)).toBe('2012'));
    expect(within(row(2)).queryByRole('button', { name: 'Fjern størrelse 2' })).toBeNull();
    expect(within(row(1)).getByRole('button', { name: 'Fjern størrelse 1' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1), SLOW);
    expect(update.mock.calls[0][1]).toMatchObject({
      variants: [
        { articleNumber: '2012', sizeLabel: '1 l', recommendedPriceNok: 399 },
        { articleNumber: '2010', sizeLabel: '250 ml', recommendedPriceNok: 149 },
      ],
    });
    await waitFor(() => expect(row(2).textContent).toContain('Et annet produkt har allerede denne GTIN-en'), SLOW);
    expect(within(row(2)).getByLabelText('GTIN (strekkode)').getAttribute('aria-invalid')).toBe('true');
    expect(row(1).textContent).not.toContain('GTIN-en');
    expect(screen.getByRole('dialog', { name: 'Rediger Møbelpolish' })).toBeTruthy();

    // A refusal of the whole list (the server's main-size rule) shows under the rows.
    update.mockResolvedValueOnce({
      ok: false,
      status: 400,
      code: 'validation_failed',
      error: 'Forespørselen inneholder feil',
      fieldErrors: { variants: ['Størrelsen med produktets eget artikkelnummer kan ikke fjernes'] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(within(sizes).getByRole('alert').textContent).toBe('Størrelsen med produktets eget artikkelnummer kan ikke fjernes'), SLOW);
  });
});
