/**
 * @jest-environment jsdom
 */
// The bulk import dialog: the preview shows each row's outcome (old → new, the reasons) before
// anything is written; a file with a refused row cannot be confirmed; the confirmation sends the
// same file with the preview's token.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { importProductsAction, previewProductImportAction } from '@/lib/admin/products/actions';
import type { ImportPreviewAnswer } from '@/lib/admin/products/bulk/responses';
import { BulkImport } from './BulkImport';

jest.mock('@/lib/admin/products/actions', () => ({ previewProductImportAction: jest.fn(), importProductsAction: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const previewAction = jest.mocked(previewProductImportAction);
const importAction = jest.mocked(importProductsAction);
jest.setTimeout(60_000);
const SLOW = { timeout: 20_000 };

const ROWS: ImportPreviewAnswer['rows'] = [
  { line: 2, articleNumber: '1010', group: '1010', outcome: 'unchanged', newGroup: false, changes: [], reasons: [] },
  {
    line: 3,
    articleNumber: '1011',
    group: '1010',
    outcome: 'update',
    newGroup: false,
    changes: [{ field: 'price', before: '249,50', after: '259,00' }],
    reasons: [],
  },
  { line: 4, articleNumber: '2000', group: '2000', outcome: 'create', newGroup: true, changes: [{ field: 'name', before: null, after: 'Såpe' }], reasons: [] },
];

const answer = (rows: ImportPreviewAnswer['rows']): ImportPreviewAnswer => ({
  rows,
  counts: {
    create: rows.filter((r) => r.outcome === 'create').length,
    update: rows.filter((r) => r.outcome === 'update').length,
    unchanged: rows.filter((r) => r.outcome === 'unchanged').length,
    refused: rows.filter((r) => r.outcome === 'refused').length,
  },
  newGroups: rows.filter((r) => r.newGroup).length,
  columns: { used: ['articleNumber', 'price'], ignored: ['Notat'] },
  token: 'a'.repeat(32),
});

beforeEach(() => jest.clearAllMocks());

function openAndPreview() {
  render(
    <ToastProvider>
      <BulkImport />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
  const dialog = screen.getByRole('dialog', { name: 'Importer produkter fra fil' });
  const file = new File(['Artikkelnummer;Veiledende pris (NOK)\n1011;259\n'], 'produkter.csv', { type: 'text/csv' });
  fireEvent.change(within(dialog).getByLabelText('CSV- eller Excel-fil'), { target: { files: [file] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Forhåndsvis' }));
  return { dialog, file };
}

describe('BulkImport', () => {
  it('previews row by row (unchanged rows on request) and imports the same file with the token', async () => {
    previewAction.mockResolvedValue({ ok: true, data: answer(ROWS) });
    importAction.mockResolvedValue({ ok: true, data: { groupsCreated: 1, variantsCreated: 1, rowsChanged: 1, articleNumbers: ['1011', '2000'] } });
    const { dialog, file } = openAndPreview();
    await waitFor(
      () => expect(within(dialog).getByRole('status').textContent).toBe('1 nye størrelser (1 nye produkter), 1 endres, 1 uendret, 0 avvist.'),
      SLOW,
    );
    const table = within(dialog).getByRole('table', { name: 'Forhåndsvisning av importen' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('Veiledende pris (NOK): 249,50 → 259,00');
    expect(table.textContent).toContain('Produktnavn (produkt): Såpe');
    expect(within(dialog).getByText('Disse kolonnene er ukjente og blir ikke importert: Notat.')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Vis uendrede rader'));
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Importer 2 rader' }));
    await waitFor(() => expect(importAction).toHaveBeenCalledTimes(1), SLOW);
    const sent = importAction.mock.calls[0][0] as FormData;
    expect(sent.get('token')).toBe('a'.repeat(32));
    expect((sent.get('file') as File).name).toBe(file.name);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });

  it('shows the reasons of refused rows and cannot be confirmed', async () => {
    previewAction.mockResolvedValue({
      ok: true,
      data: answer([
        ...ROWS,
        {
          line: 5,
          articleNumber: '3000',
          group: '3000',
          outcome: 'refused',
          newGroup: false,
          changes: [],
          reasons: ['Ugyldig GTIN: kontrollsifferet stemmer ikke'],
        },
      ]),
    });
    const { dialog } = openAndPreview();
    await waitFor(() => expect(within(dialog).getByText(/Filen har avviste rader/)).toBeTruthy(), SLOW);
    expect(within(dialog).getByText('Ugyldig GTIN: kontrollsifferet stemmer ikke')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Importer 2 rader' }) as HTMLButtonElement).disabled).toBe(true);
    expect(importAction).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the file under the file field", async () => {
    previewAction.mockResolvedValue({
      ok: false,
      status: 400,
      code: 'validation_failed',
      error: 'Fant ingen overskriftsrad',
      fieldErrors: { file: ['Fant ingen overskriftsrad'] },
    });
    const { dialog } = openAndPreview();
    await waitFor(() => expect(within(dialog).getByText('Fant ingen overskriftsrad')).toBeTruthy(), SLOW);
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
