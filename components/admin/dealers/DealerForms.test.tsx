/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { addDealerAction, updateDealerAction } from '@/lib/admin/dealers/actions';
import { ActiveSwitch, AddDealerForm, EditDealer, type DealerRow } from './DealerForms';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/lib/admin/dealers/actions', () => ({
  addDealerAction: jest.fn(),
  updateDealerAction: jest.fn(),
  resendDealerInvitationAction: jest.fn(),
}));

const add = jest.mocked(addDealerAction);
const update = jest.mocked(updateDealerAction);
const EVA: DealerRow = { id: 7, email: 'eva@interior.example', name: 'Eva Testesen', company: 'Eva Interiør AS', isActive: true, invitationPending: false };

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
    update.mockResolvedValue({ ok: false, status: 500, error: 'Intern feil', requestId: 'req-42' });
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
    expect(update).toHaveBeenCalledWith(7, { email: 'eva@interior.example', name: 'Eva Testesen', company: 'Eva Møbler AS' });
    expect(screen.getByRole('dialog', { name: 'Rediger Eva Testesen' })).toBeTruthy();
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
