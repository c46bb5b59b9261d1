/**
 * The product documents' operations (docs/product.md: Produktfakta, Dokumenter), each declared once
 * (lib/admin/shared/operation.ts): publishing a revision (multipart: the fields of schema.ts and the
 * PDF `file`), the list of revisions, a revision's file and its dealers as CSV. Server-only.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { downloadHeaders } from '../../http/content-disposition';
import { validate } from '../../http/route';
import { pageFrom } from '../../pagination';
import { storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { defineOperation, multipart, query, READ_ONLY } from '../shared/operation';
import { MAX_PRODUCT_DOCUMENT_BYTES, PRODUCT_DOCUMENT_FILE_MESSAGES } from './limits';
import { PRODUCT_DOCUMENT_KINDS, productDocumentSchema } from './schema';
import { listProductDocuments, publishProductDocument, readProductDocumentFile, recipientsCsv } from './service';

/** Multipart: `productId`, `kind`, `language`, `revision`, `revisionDate`, `changeNote`, `file` (a PDF). */
export const publishProductDocumentOperation = defineOperation({
  who: 'admin',
  input: multipart({
    fields: productDocumentSchema,
    files: { file: { maxBytes: MAX_PRODUCT_DOCUMENT_BYTES, messages: PRODUCT_DOCUMENT_FILE_MESSAGES } },
    numbers: ['productId'],
  }),
  run: ({ input }, { actor }) => publishProductDocument(prisma, storage(), { data: input.fields, file: input.files.file, publishedBy: actor.email }),
  audit: {
    entity: 'product_document',
    action: 'upload',
    summary: ({ input, result }) =>
      changeSummary({
        product: result.articleNumber,
        kind: input.fields.kind,
        language: input.fields.language,
        revision: input.fields.revision,
        revisionDate: input.fields.revisionDate,
        sentTo: result.sentTo,
      }),
  },
});

const filterSchema = z.object({
  productId: z.coerce.number().int().positive().max(999_999_999).optional(),
  kind: z.enum(PRODUCT_DOCUMENT_KINDS).optional(),
});

/** GET ?page=&pageSize=&productId=&kind=: every revision, newest first, with the dealers sent and downloaded. */
export const listProductDocumentsOperation = defineOperation({
  who: 'admin',
  input: query((params) => ({
    page: pageFrom(params),
    filter: validate(filterSchema, { productId: params.get('productId') || undefined, kind: params.get('kind') || undefined }, ADMIN_MESSAGES.invalid),
  })),
  run: ({ input }) => listProductDocuments(prisma, input.page, input.filter),
  audit: READ_ONLY,
});

/** GET /api/product-documents/{id}/file: any revision's PDF, for administrators. */
export const productDocumentFileOperation = defineOperation({
  who: 'admin',
  id: true,
  run: async ({ id }) => {
    const file = await readProductDocumentFile(prisma, storage(), id);
    return new NextResponse(new Uint8Array(file.body), { headers: downloadHeaders(file.fileName, 'application/pdf', file.body.byteLength) });
  },
  audit: READ_ONLY,
});

/** GET /api/product-documents/{id}/recipients: the dealers sent the revision, with their downloads (CSV). */
export const productDocumentRecipientsOperation = defineOperation({
  who: 'admin',
  id: true,
  run: async ({ id }) => {
    const { fileName, csv } = await recipientsCsv(prisma, id);
    return new NextResponse(csv, { headers: downloadHeaders(fileName, 'text/csv; charset=utf-8') });
  },
  audit: READ_ONLY,
});
