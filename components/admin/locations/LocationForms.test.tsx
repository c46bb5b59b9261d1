/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { addLocationAction, importLocationsAction, updateLocationAction } from '@/lib/admin/locations/actions';
import { addDays } from '@/lib/dealers/hours-core';
import { osloToday } from '@/lib/dealers/hours-schema';
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

const BLANK_WEEK = Array.from({ length: 7 }, () => ({ closed: false, periods: [{ opens: '', closes: '' }] }));
const nine = [{ opens: '09:00', closes: '17:00' }];

describe('EditLocation', () => {
  it("edits the opening hours with 'Min butikk''s structure: a closed day, a lunch break, a special day", async () => {
    update.mockResolvedValue({ ok: true, data: undefined });
    const week = [nine, nine, nine, nine, nine, [{ opens: '10:00', closes: '15:00' }], []];
    wrap(
      <EditLocation
        location={{
          id: 'd004',
          name: 'Timebutikken',
          address: 'Vei 4',
          lat: null,
          lng: null,
          categories: [],
          products: [],
          weeklyHours: week,
          specialDays: [],
        }}
        categoryOptions={OPTIONS}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Timebutikken' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Timebutikken' });
    const saturday = within(dialog).getByRole('group', { name: 'Lørdag' });
    expect((within(saturday).getByLabelText('Lørdag, periode 1, åpner') as HTMLInputElement).value).toBe('10:00');
    expect((within(dialog).getByRole('checkbox', { name: 'Stengt (søndag)' }) as HTMLInputElement).checked).toBe(true);
    // Monday gets a lunch break: 09:00–12:00 and 13:00–17:00.
    const monday = within(dialog).getByRole('group', { name: 'Mandag' });
    fireEvent.change(within(monday).getByLabelText('Mandag, periode 1, stenger'), { target: { value: '12:00' } });
    fireEvent.click(within(monday).getByRole('button', { name: 'Legg til periode (mandag)' }));
    fireEvent.change(within(monday).getByLabelText('Mandag, periode 2, åpner'), { target: { value: '13:00' } });
    fireEvent.change(within(monday).getByLabelText('Mandag, periode 2, stenger'), { target: { value: '17:00' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stengt (lørdag)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til særskilt dag' }));
    const special = within(dialog).getByRole('group', { name: 'Særskilt dag 1' });
    const date = addDays(osloToday(), 5);
    fireEvent.change(within(special).getByLabelText('Særskilt dag 1, dato'), { target: { value: date } });
    fireEvent.change(within(special).getByLabelText('Særskilt dag 1, merknad (valgfri)'), { target: { value: 'Varetelling' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0][1] as unknown as { weeklyHours: unknown[]; specialDays: unknown[] };
    expect(sent.weeklyHours[0]).toEqual({
      closed: false,
      periods: [
        { opens: '09:00', closes: '12:00' },
        { opens: '13:00', closes: '17:00' },
      ],
    });
    expect(sent.weeklyHours[5]).toMatchObject({ closed: true });
    expect(sent.specialDays).toEqual([{ date, closed: true, periods: [{ opens: '', closes: '' }], note: 'Varetelling' }]);
  });

  it('shows an overlapping period at its field and sends nothing', async () => {
    const week = [nine, nine, nine, nine, nine, nine, []];
    wrap(
      <EditLocation
        location={{ id: 'd005', name: 'Overlapp', address: 'Vei 5', lat: null, lng: null, categories: [], products: [], weeklyHours: week, specialDays: [] }}
        categoryOptions={OPTIONS}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Overlapp' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Overlapp' });
    const tuesday = within(dialog).getByRole('group', { name: 'Tirsdag' });
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Legg til periode (tirsdag)' }));
    fireEvent.change(within(tuesday).getByLabelText('Tirsdag, periode 2, åpner'), { target: { value: '16:00' } });
    fireEvent.change(within(tuesday).getByLabelText('Tirsdag, periode 2, stenger'), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(tuesday.textContent).toContain('Periodene må komme etter hverandre uten å overlappe'));
    expect(update).not.toHaveBeenCalled();
  });

  it('shows a server error with its request id in the dialog', async () => {
    update.mockResolvedValue({ ok: false, status: 500, code: 'internal_error', error: 'Intern feil', requestId: 'req-7' });
    wrap(
      <EditLocation
        location={{
          id: 'd001',
          name: 'Testbutikken',
          address: 'Storgata 1',
          lat: 59.91,
          lng: 10.75,
          categories: [],
          products: [],
          weeklyHours: null,
          specialDays: [],
        }}
        categoryOptions={OPTIONS}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Testbutikken' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Testbutikken' });
    expect((within(dialog).getByLabelText('Id') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Breddegrad (valgfri)') as HTMLInputElement).value).toBe('59,91');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(dialog.textContent).toContain('Kunne ikke oppdatere forhandlersted. Prøv igjen. Feil-ID: req-7'));
    // Unknown hours: every day blank (the server leaves them unknown), no special days.
    expect(update).toHaveBeenCalledWith('d001', {
      name: 'Testbutikken',
      address: 'Storgata 1',
      lat: 59.91,
      lng: 10.75,
      categories: [],
      products: [],
      weeklyHours: BLANK_WEEK,
      specialDays: [],
    });
  });

  it("edits what the location carries under 'Sortiment', keeping a category no product has any more", async () => {
    update.mockResolvedValue({ ok: true, data: undefined });
    wrap(
      <EditLocation
        location={{
          id: 'd002',
          name: 'Lærbutikken',
          address: 'Vei 2',
          lat: null,
          lng: null,
          categories: ['Lærpleie', 'Gammel kategori'],
          products: ['1010'],
          weeklyHours: null,
          specialDays: [],
        }}
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
        weeklyHours: BLANK_WEEK,
        specialDays: [],
      }),
    );
  });

  it('refuses a product that cannot be an article number, at the field', async () => {
    wrap(
      <EditLocation
        location={{ id: 'd003', name: 'Butikk', address: 'Vei 3', lat: null, lng: null, categories: [], products: [], weeklyHours: null, specialDays: [] }}
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
