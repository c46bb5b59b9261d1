/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { addDealerAction, searchStoreOptionsAction, updateDealerAction } from '@/lib/admin/dealers/actions';
import { ActiveSwitch, AddDealerForm, EditDealer, type DealerRow } from './DealerForms';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/lib/admin/dealers/actions', () => ({
  addDealerAction: jest.fn(),
  updateDealerAction: jest.fn(),
  resendDealerInvitationAction: jest.fn(),
  searchStoreOptionsAction: jest.fn(),
}));

const add = jest.mocked(addDealerAction);
const update = jest.mocked(updateDealerAction);
const search = jest.mocked(searchStoreOptionsAction);
const EVA: DealerRow = {
  id: 7,
  email: 'eva@interior.example',
  name: 'Eva Testesen',
  company: 'Eva Interiør AS',
  isActive: true,
  invitationPending: false,
  stores: [{ id: 'd001', name: 'Fargerike Sentrum' }],
};
const OPTIONS = [
  { id: 'd001', name: 'Fargerike Sentrum', address: 'Gate 1, 0150 Oslo', dealer: { id: 7, email: 'eva@interior.example' } },
  { id: 'd002', name: 'Møbelhuset Bergen', address: 'Strandkaien 2, 5013 Bergen', dealer: { id: 9, email: 'ola@butikk.example' } },
  { id: 'd003', name: 'Lærbutikken', address: 'Torget 3, 7011 Trondheim', dealer: null },
];

const inToasts = () => screen.getByRole('alert');

beforeEach(() => {
  jest.clearAllMocks();
});

describe('AddDealerForm', () => {
  it('tells the operator when the server cannot be reached (it showed nothing before)', async () => {
    add.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <ToastProvider>
        <AddDealerForm />
      </ToastProvider>,
    );
    const form = screen.getByRole('form', { name: 'Legg til forhandler' });
    fireEvent.change(within(form).getByLabelText('Navn'), { target: { value: 'Eva Testesen' } });
    fireEvent.change(within(form).getByLabelText('Firma'), { target: { value: 'Eva Interiør AS' } });
    fireEvent.change(within(form).getByLabelText('E-post'), { target: { value: 'eva@interior.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Legg til forhandler' }));
    await waitFor(() => expect(inToasts().textContent).toContain('Fikk ikke kontakt med serveren'));
    expect(inToasts().textContent).toContain('Feil ved registrering');
    // What was typed stays, to send again.
    expect((within(form).getByLabelText('Navn') as HTMLInputElement).value).toBe('Eva Testesen');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('checks the fields in the browser before sending', async () => {
    render(
      <ToastProvider>
        <AddDealerForm />
      </ToastProvider>,
    );
    const form = screen.getByRole('form', { name: 'Legg til forhandler' });
    fireEvent.click(within(form).getByRole('button', { name: 'Legg til forhandler' }));
    await waitFor(() => expect(within(form).getByLabelText('E-post').getAttribute('aria-invalid')).toBe('true'));
    expect(add).not.toHaveBeenCalled();
  });
});

describe('EditDealer', () => {
  it('shows a server error with its request id, in the dialog and in the toast', async () => {
    update.mockResolvedValue({ ok: false, status: 500, code: 'internal_error', error: 'Intern feil', requestId: 'req-42' });
    render(
      <ToastProvider>
        <EditDealer dealer={EVA} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Eva Testesen' }));
    const dialog = screen.getByRole('dialog', { name: 'Rediger Eva Testesen' });
    fireEvent.change(within(dialog).getByLabelText('Firma'), { target: { value: 'Eva Møbler AS' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(dialog.textContent).toContain('Kunne ikke oppdatere forhandler. Prøv igjen. Feil-ID: req-42'));
    expect(update).toHaveBeenCalledWith(7, { email: 'eva@interior.example', name: 'Eva Testesen', company: 'Eva Møbler AS', stores: ['d001'] });
    expect(screen.getByRole('dialog', { name: 'Rediger Eva Testesen' })).toBeTruthy();
  });
});

describe('EditDealer: the store picker (Butikker, Min butikk)', () => {
  const openDialog = () => {
    render(
      <ToastProvider>
        <EditDealer dealer={EVA} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rediger Eva Testesen' }));
    return screen.getByRole('dialog', { name: 'Rediger Eva Testesen' });
  };

  it('is a labelled combobox with its hint, showing the linked store as a chip', () => {
    const dialog = openDialog();
    const box = within(dialog).getByRole('combobox', { name: 'Butikker (Min butikk)' });
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('åpningstider, telefon, nettside og sortiment');
    expect(within(dialog).getByRole('button', { name: 'Fargerike Sentrum (d001)' })).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
  });

  it('searches on the server as the operator types, shows address and the other account, and saves the ids', async () => {
    search.mockResolvedValue({ ok: true, data: OPTIONS });
    update.mockResolvedValue({ ok: true, data: undefined });
    const dialog = openDialog();
    const box = within(dialog).getByRole('combobox', { name: 'Butikker (Min butikk)' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'Bergen' } });
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('Bergen'));
    const listbox = await screen.findByRole('listbox');
    const bergen = within(listbox).getByRole('option', { name: /Møbelhuset Bergen \(d002\)/ });
    expect(bergen.textContent).toContain('Strandkaien 2, 5013 Bergen');
    expect(bergen.textContent).toContain('Knyttet til ola@butikk.example');
    // The dealer's own store is not 'linked to another'; a free one says nothing.
    expect(within(listbox).getByRole('option', { name: /Fargerike Sentrum/ }).textContent).not.toContain('Knyttet til');
    expect(within(listbox).getByRole('option', { name: /Lærbutikken/ }).textContent).not.toContain('Knyttet til');
    // By keyboard: down the list (the active option is announced through aria-activedescendant) to Bergen, Enter.
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    for (let i = 0; i < OPTIONS.length && active() !== bergen; i++) fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(active()).toBe(bergen);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(within(dialog).getByRole('button', { name: 'Møbelhuset Bergen (d002)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(7, { email: 'eva@interior.example', name: 'Eva Testesen', company: 'Eva Interiør AS', stores: ['d001', 'd002'] }),
    );
  });

  it("shows the server's refusal of an unknown store under the field", async () => {
    update.mockResolvedValue({
      ok: false,
      status: 400,
      code: 'validation_failed',
      error: 'Skjemaet inneholder feil',
      fieldErrors: { stores: ['Ukjent forhandlersted: d999'] },
    });
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Butikker (Min butikk)' }).getAttribute('aria-invalid')).toBe('true'));
    const box = within(dialog).getByRole('combobox', { name: 'Butikker (Min butikk)' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ukjent forhandlersted: d999');
  });

  it('says so when the search fails', async () => {
    search.mockRejectedValue(new TypeError('Failed to fetch'));
    const dialog = openDialog();
    const box = within(dialog).getByRole('combobox', { name: 'Butikker (Min butikk)' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'x' } });
    await waitFor(() => expect(screen.getByText('Kunne ikke hente forhandlersteder. Prøv igjen.')).toBeTruthy());
  });
});

describe('ActiveSwitch', () => {
  it('is a real switch named for the dealer, with the visible label Aktiv', () => {
    render(
      <ToastProvider>
        <ActiveSwitch dealer={EVA} />
      </ToastProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Aktiv: Eva Testesen' });
    // A checkbox input shown as a switch (not a button that reads 'Aktiv').
    expect(control).toBeInstanceOf(HTMLInputElement);
    expect((control as HTMLInputElement).checked).toBe(true);
    expect(control.closest('label')?.textContent).toBe('Aktiv');
  });

  it('turns off, and moves back with a failure toast when the server cannot be reached', async () => {
    update.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <ToastProvider>
        <ActiveSwitch dealer={EVA} />
      </ToastProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Aktiv: Eva Testesen' }) as HTMLInputElement;
    fireEvent.click(control);
    expect(update).toHaveBeenCalledWith(7, { isActive: false });
    await waitFor(() => expect(inToasts().textContent).toContain('Fikk ikke kontakt med serveren'));
    await waitFor(() => expect(control.checked).toBe(true));
  });

  it('shows the success toast and renders the panel afresh', async () => {
    update.mockResolvedValue({ ok: true, data: undefined });
    render(
      <ToastProvider>
        <ActiveSwitch dealer={EVA} />
      </ToastProvider>,
    );
    const control = screen.getByRole('switch', { name: 'Aktiv: Eva Testesen' }) as HTMLInputElement;
    fireEvent.click(control);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Forhandler oppdatert'));
    expect(control.checked).toBe(false);
    expect(refresh).toHaveBeenCalled();
  });
});
