/**
 * @jest-environment jsdom
 */
// Saving a product always tells the operator how it went (issue 24: the old form showed nothing
// when the save failed on the network or with a server error).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { addProductAction, loadProductAction, updateProductAction } from '@/lib/admin/products/actions';
import { AddProduct } from './AddProduct';
import { EditProduct } from './EditProduct';

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
        <AddProduct retailers={RETAILERS} categories={['Treolje']} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Legg til produkt' }));
    const dialog = screen.getByRole('dialog', { name: 'Legg til produkt' });
    fill(dialog, 'Artikkelnummer', 'T-1');
    fill(dialog, 'Produktnavn', 'Testolje');
    fill(dialog, 'Kategori', 'Treolje');
    fill(dialog, 'Bilde-URL', 'https://cdn.example/x.jpg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til produkt' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Fikk ikke kontakt med serveren'), SLOW);
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ articleNumber: 'T-1', name: 'Testolje', category: 'Treolje' }));
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
        recommendedPriceNok: 249.5,
        gtin: null,
        updatedAt: new Date('2026-11-01T10:00:00Z'),
        retailerLinks: [{ retailerId: 1, productUrl: 'https://nb.example/t' }],
      },
    });
    update.mockResolvedValueOnce({ ok: false, status: 500, error: 'Intern feil', requestId: 'req-42' });
    render(
      <ToastProvider>
        <EditProduct id={7} name="Teakolje" retailers={RETAILERS} categories={['Treolje']} />
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
    expect(update).toHaveBeenCalledWith(7, expect.objectContaining({ name: 'Teakolje Pluss', retailerLinks: [{ retailerId: 1, productUrl: 'https://nb.example/t' }] }));

    update.mockResolvedValueOnce({ ok: true, data: { id: 7, articleNumber: '1010' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(toastText()).toContain('Produkt oppdatert');
    expect(refresh).toHaveBeenCalled();
  });
});
