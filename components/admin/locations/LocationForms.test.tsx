/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { addLocationAction, importLocationsAction, updateLocationAction } from '@/lib/admin/locations/actions';
import { AddLocationForm, EditLocation, ImportLocations } from './LocationForms';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/lib/admin/locations/actions', () => ({
  addLocationAction: jest.fn(),
  updateLocationAction: jest.fn(),
  importLocationsAction: jest.fn(),
}));

const add = jest.mocked(addLocationAction);
const update = jest.mocked(updateLocationAction);
const importCsv = jest.mocked(importLocationsAction);

beforeEach(() => jest.clearAllMocks());

const OPTIONS = ['Lærpleie', 'Møbelpolish', 'Treolje'];

function wrap(node: React.ReactNode) {
  return render(<ToastProvider>{node}</ToastProvider>);
}

describe('AddLocationForm', () => {
  it('tells the operator when the server cannot be reached (it showed nothing before)', async () => {
    add.mockRejectedValue(new TypeError('Failed to fetch'));
    wrap(<AddLocationForm categoryOptions={OPTIONS} />);
    const form = screen.getByRole('form', { name: 'Legg til forhandlersted' });
    fireEvent.change(within(form).getByLabelText('Id'), { target: { value: 'e2e-1' } });
    fireEvent.change(within(form).getByLabelText('Navn'), { target: { value: 'Testbutikken' } });
    fireEvent.change(within(form).getByLabelText('Adresse'), { target: { value: 'Storgata 1, 0155 Oslo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Legg til forhandlersted' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Fikk ikke kontakt med serveren'));
    expect(add).toHaveBeenCalledWith({
      id: 'e2e-1',
      name: 'Testbutikken',
      address: 'Storgata 1, 0155 Oslo',
      lat: null,
      lng: null,
      categories: [],
      products: [],
    });
  });

  it('asks for both coordinates or neither, under the latitude', async () => {
    wrap(<AddLocationForm categoryOptions={OPTIONS} />);
    const form = screen.getByRole('form', { name: 'Legg til forhandlersted' });
    fireEvent.change(within(form).getByLabelText('Breddegrad (valgfri)'), { target: { value: '59,91' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Legg til forhandlersted' }));
    await waitFor(() => expect(within(form).getByText('Fyll ut både breddegrad og lengdegrad, eller ingen av dem')).toBeTruthy());
    expect(add).not.toHaveBeenCalled();
  });
});

describe('EditLocation', () => {
  it('shows a server error with its request id in the dialog', async () => {
    update.mockResolvedValue({ ok: false, status: 500, code: 'internal_error', error: 'Intern feil', requestId: 'req-7' });
    wrap(
      <EditLocation
        location={{ id: 'd001', name: 'Testbutikken', address: 'Storgata 1', lat: 59.91, lng: 10.75, categories: [], products: [] }}
        categoryOptions={OPTIONS}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Testbutikken' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Testbutikken' });
    expect((within(dialog).getByLabelText('Id') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Breddegrad (valgfri)') as HTMLInputElement).value).toBe('59,91');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(dialog.textContent).toContain('Kunne ikke oppdatere forhandlersted. Prøv igjen. Feil-ID: req-7'));
    expect(update).toHaveBeenCalledWith('d001', { name: 'Testbutikken', address: 'Storgata 1', lat: 59.91, lng: 10.75, categories: [], products: [] });
  });

  it("edits what the location carries under 'Sortiment', keeping a category no product has any more", async () => {
    update.mockResolvedValue({ ok: true, data: undefined });
    wrap(
      <EditLocation
        location={{ id: 'd002', name: 'Lærbutikken', address: 'Vei 2', lat: null, lng: null, categories: ['Lærpleie', 'Gammel kategori'], products: ['1010'] }}
        categoryOptions={OPTIONS}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Lærbutikken' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Lærbutikken' });
    const sortiment = within(dialog).getByRole('group', { name: 'Sortiment' });
    expect(
      within(sortiment)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, false, false, true]);
    expect(sortiment.textContent).toContain('Ingen avkrysset og ingen enkeltprodukter: stedet fører alt');
    fireEvent.click(within(sortiment).getByRole('checkbox', { name: 'Gammel kategori' }));
    fireEvent.click(within(sortiment).getByRole('checkbox', { name: 'Treolje' }));
    const products = within(dialog).getByLabelText('Enkeltprodukter (valgfri)') as HTMLInputElement;
    expect(products.value).toBe('1010');
    fireEvent.change(products, { target: { value: '1010, 3020,, 1010' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('d002', {
        name: 'Lærbutikken',
        address: 'Vei 2',
        lat: null,
        lng: null,
        categories: ['Lærpleie', 'Treolje'],
        products: ['1010', '3020'],
      }),
    );
  });

  it('refuses a product that cannot be an article number, at the field', async () => {
    wrap(
      <EditLocation
        location={{ id: 'd003', name: 'Butikk', address: 'Vei 3', lat: null, lng: null, categories: [], products: [] }}
        categoryOptions={OPTIONS}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Butikk' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Butikk' });
    fireEvent.change(within(dialog).getByLabelText('Enkeltprodukter (valgfri)'), { target: { value: '1010, 10/10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(dialog.textContent).toContain('Et artikkelnummer er 1–40 bokstaver, tall, punktum eller bindestrek'));
    expect(update).not.toHaveBeenCalled();
  });
});

describe('ImportLocations', () => {
  const csv = () => new File(['d1;Butikk;Vei 1;60,1\n'], 'steder.csv', { type: 'text/csv' });

  it('asks for a file before sending', async () => {
    wrap(<ImportLocations />);
    const form = screen.getByRole('form', { name: 'Importer forhandlersteder' });
    fireEvent.click(within(form).getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(within(form).getByText('Velg en CSV-fil å importere')).toBeTruthy());
    expect(importCsv).not.toHaveBeenCalled();
  });

  it('lists the refused lines and says nothing was imported', async () => {
    importCsv.mockResolvedValue({ ok: true, data: { created: 0, updated: 0, errors: [{ line: 1, message: 'Forventet 5 til 7 felt' }] } });
    wrap(<ImportLocations />);
    const form = screen.getByRole('form', { name: 'Importer forhandlersteder' });
    fireEvent.change(within(form).getByLabelText(/^CSV-fil/), { target: { files: [csv()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toContain('Linje 1: Forventet 5 til 7 felt'));
    expect(importCsv.mock.calls[0][0]).toBeInstanceOf(FormData);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('tells the operator when the server cannot be reached', async () => {
    importCsv.mockRejectedValue(new TypeError('Failed to fetch'));
    wrap(<ImportLocations />);
    const form = screen.getByRole('form', { name: 'Importer forhandlersteder' });
    fireEvent.change(within(form).getByLabelText(/^CSV-fil/), { target: { files: [csv()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Fikk ikke kontakt med serveren'));
  });
});
