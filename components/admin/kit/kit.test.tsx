/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable } from './DataTable';
import { failureToast } from './useAdminAction';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const FAILURE = { title: 'Feil ved sletting', description: 'Kunne ikke slette produkt. Prøv igjen.' };
const SUCCESS = { title: 'Produkt slettet' };

describe('failureToast', () => {
  it('says the documented text for a server error, with the request id', () => {
    const toast = failureToast(FAILURE, { ok: false, status: 500, code: 'internal_error', error: 'Intern feil', requestId: 'abc123' });
    expect(toast.variant).toBe('destructive');
    expect(toast.description).toBe('Kunne ikke slette produkt. Prøv igjen. Feil-ID: abc123');
  });
  it('says the one clear cause of a refusal', () => {
    expect(failureToast(FAILURE, { ok: false, status: 409, code: 'conflict', error: 'Artikkelnummeret finnes allerede' }).description).toBe(
      'Artikkelnummeret finnes allerede',
    );
  });
  it('says that the server could not be reached when there was no answer', () => {
    expect(failureToast(FAILURE, null).description).toMatch(/Fikk ikke kontakt med serveren/);
  });
});

function renderConfirm(action: jest.Mock, extra: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  render(
    <ToastProvider>
      <ConfirmDialog ariaLabel="Slett Teakolje" text="Dette vil permanent slette produktet." action={action} success={SUCCESS} failure={FAILURE} {...extra} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Slett Teakolje' }));
  return screen.getByRole('dialog', { name: 'Er du sikker?' });
}

describe('ConfirmDialog', () => {
  beforeEach(() => refresh.mockClear());

  it('runs the action without an argument, shows the success toast, closes and refreshes', async () => {
    const action = jest.fn(async () => ({ ok: true as const, data: undefined }));
    const dialog = renderConfirm(action);
    expect(dialog.textContent).toContain('Dette vil permanent slette produktet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Produkt slettet'));
    expect(action).toHaveBeenCalledWith();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refresh).toHaveBeenCalled();
  });

  it('keeps the dialog open and shows the failure toast when the network fails', async () => {
    const action = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const dialog = renderConfirm(action);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slett' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog', { name: 'Er du sikker?' })).getByRole('alert').textContent).toContain('Fikk ikke kontakt med serveren'),
    );
    expect(screen.getByRole('dialog', { name: 'Er du sikker?' })).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('offers to archive when dealers have progress, and sends the confirmation', async () => {
    const action = jest.fn(async () => ({ ok: true as const, data: undefined }));
    const dialog = renderConfirm(action, {
      loadProgress: async () => ({ ok: true, data: { progressCount: 2 } }),
      archiveText: (n) => `${n} forhandlere har fremgang: kurset arkiveres.`,
    });
    await within(dialog).findByText('2 forhandlere har fremgang: kurset arkiveres.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arkiver' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith(true));
  });
});

describe('DataTable', () => {
  const columns = [
    { key: 'name', label: 'Navn', sortKey: 'navn' },
    { key: 'price', label: 'Pris', align: 'right' as const },
  ];

  it('shows the empty text and no pager for an empty list', () => {
    render(<DataTable label="Produkter" columns={columns} rows={[]} empty="Ingen produkter funnet." paging={{ total: 0, page: 1, pageSize: 25 }} />);
    expect(screen.getByText('Ingen produkter funnet.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sider' })).toBeNull();
  });

  it('links the sortable column and the pages, keeping the tab', () => {
    render(
      <DataTable
        label="Produkter"
        columns={columns}
        rows={[{ id: 1, cells: { name: 'Teakolje', price: '249,00 kr' }, actions: <button type="button">Rediger</button> }]}
        paging={{ total: 60, page: 2, pageSize: 25 }}
        sorting={{ key: 'navn', direction: 'asc' }}
        params={{ fane: 'produkter', q: 'olje' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Produkter' });
    expect(within(table).getByRole('columnheader', { name: /Navn/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('link', { name: /Navn/ }).getAttribute('href')).toBe('/admin?fane=produkter&q=olje&sort=navn&retning=desc');
    expect(within(table).getByRole('columnheader', { name: 'Handling' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Sider' });
    expect(pager.textContent).toContain('Side 2 av 3');
    expect(within(pager).getByRole('link', { name: 'Neste' }).getAttribute('href')).toBe('/admin?fane=produkter&q=olje&page=3');
  });
});
