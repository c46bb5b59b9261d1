/**
 * The bulk import's two operations (lib/admin/shared/operation.ts), each both a server action
 * (../actions.ts) and a route handler (app/api/products/import/**): the preview, which writes
 * nothing, and the import, which applies the same file when its plan is still the previewed one
 * (`token`) and writes one audit entry with what it did. Both take the file as multipart/form-data
 * (`file`, and `token` for the import). Server-only.
 */
import 'server-only';
import { changeSummary } from '../../../audit/summary';
import { prisma } from '../../../db';
import { HttpError } from '../../../http/errors';
import { formText, onField, READ_ONLY, uploadedFile } from '../../shared/action';
import { defineOperation } from '../../shared/operation';
import { BULK_MESSAGES, MAX_BULK_BYTES } from './format';
import { applyImport, previewImport } from './service';

export interface ImportForm {
  name: string;
  bytes: Uint8Array;
  token: string;
}

/** The form's file (400 without one, 413 over the cap) and the preview's token ('' when none). */
export async function importForm(raw: unknown): Promise<ImportForm> {
  const file = await uploadedFile(raw, 'file', MAX_BULK_BYTES, BULK_MESSAGES);
  const token = formText(raw, 'token');
  return { ...file, token: typeof token === 'string' && /^[0-9a-f]{32}$/.test(token) ? token : '' };
}

/** The route's multipart body: 415 for another type, 413 over the cap, then as the action's form. */
export async function importRequest(request: Request): Promise<ImportForm> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw new HttpError(415, BULK_MESSAGES.notMultipart);
  if (Number(request.headers.get('content-length')) > MAX_BULK_BYTES + 64 * 1024) throw new HttpError(413, BULK_MESSAGES.tooLarge);
  const form = await request.formData().catch(() => null);
  if (!form) throw new HttpError(400, BULK_MESSAGES.missing, { file: [BULK_MESSAGES.missing] });
  return importForm(form);
}

/** What the file would create, change and refuse, row by row, with the token the import takes. */
export const previewProductImportOperation = defineOperation({
  who: 'admin',
  audit: READ_ONLY,
  parse: importForm,
  // A file that cannot be read (no header, not UTF-8, not a workbook): the refusal names the form's file field.
  run: ({ input }) => previewImport(prisma, input.bytes).catch((error: unknown) => Promise.reject(onField('file', error))),
});

/** The previewed file applied: all rows or none (409 when the catalogue changed since the preview). */
export const importProductsOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'product', action: 'import' },
  parse: importForm,
  run: async ({ input }, { audit }) => {
    const result = await applyImport(prisma, input.bytes, input.token);
    audit.summary = changeSummary({
      file: input.name,
      groupsCreated: result.groupsCreated,
      variantsCreated: result.variantsCreated,
      rowsChanged: result.rowsChanged,
      articleNumbers: result.articleNumbers.join(', '),
    });
    return result;
  },
});
