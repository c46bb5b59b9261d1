/**
 * The bulk import's two operations (lib/admin/shared/operation.ts), each both a server action
 * (../actions.ts) and a route handler (app/api/products/import/**): the preview, which writes
 * nothing, and the import, which applies the same file when its plan is still the previewed one
 * (`token`) and writes one audit entry with what it did. Both take the file as multipart/form-data
 * (`file`, and `token` for the import), a declared input; and the export. Server-only.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { changeSummary } from '../../../audit/summary';
import { prisma } from '../../../db';
import { downloadHeaders } from '../../../http/content-disposition';
import { validate } from '../../../http/route';
import { ADMIN_MESSAGES } from '../../shared/messages';
import { onField } from '../../shared/action';
import { defineOperation, multipart, query, READ_ONLY } from '../../shared/operation';
import { BULK_MESSAGES, MAX_BULK_BYTES } from './format';
import { applyImport, exportCatalogue, previewImport } from './service';

/** GET /api/products/export[?format=xlsx]: the catalogue, one row per size, as CSV or an Excel workbook. */
export const exportCatalogueOperation = defineOperation({
  who: 'admin',
  input: query((params) => validate(z.enum(['csv', 'xlsx']).default('csv'), params.get('format') ?? undefined, ADMIN_MESSAGES.invalid)),
  run: async ({ input: format }) => {
    const file = await exportCatalogue(prisma, format);
    return new NextResponse(Buffer.from(file.body), { headers: downloadHeaders(file.fileName, file.contentType, file.body.byteLength) });
  },
  audit: READ_ONLY,
});

/** The form: the file (400 without one, 413 over the cap) and the preview's token ('' when none or malformed). */
const importInput = multipart({
  fields: z.object({
    token: z
      .unknown()
      .optional()
      .transform((token) => (typeof token === 'string' && /^[0-9a-f]{32}$/.test(token) ? token : '')),
  }),
  files: { file: { maxBytes: MAX_BULK_BYTES, messages: BULK_MESSAGES } },
  notMultipart: BULK_MESSAGES.notMultipart,
});

/** A file that cannot be read (no header, not UTF-8, not a workbook): the refusal names the form's file field. */
const onFile = (error: unknown) => Promise.reject(onField('file', error));

/** What the file would create, change and refuse, row by row, with the token the import takes. */
export const previewProductImportOperation = defineOperation({
  who: 'admin',
  input: importInput,
  run: ({ input }) => previewImport(prisma, input.files.file.bytes).catch(onFile),
  audit: READ_ONLY,
});

/** The previewed file applied: all rows or none (409 when the catalogue changed since the preview). */
export const importProductsOperation = defineOperation({
  who: 'admin',
  input: importInput,
  run: ({ input }) => applyImport(prisma, input.files.file.bytes, input.fields.token),
  audit: {
    entity: 'product',
    action: 'import',
    summary: ({ input, result }) =>
      changeSummary({
        file: input.files.file.name,
        groupsCreated: result.groupsCreated,
        variantsCreated: result.variantsCreated,
        rowsChanged: result.rowsChanged,
        articleNumbers: result.articleNumbers.join(', '),
      }),
  },
});
