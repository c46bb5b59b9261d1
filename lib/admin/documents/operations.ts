/**
 * The dealer documents' operations (docs/product.md: Admin panel), each declared once
 * (lib/admin/shared/operation.ts); the server actions (actions.ts) are made from these. An upload
 * is a declared multipart input: the document schema's fields and the `file` (checked by content
 * in service.ts). Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { onField } from '../shared/action';
import { defineOperation, multipart } from '../shared/operation';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from './limits';
import { documentSchema } from './schema';
import { createDocument, deleteDocument } from './service';

/** Multipart: `file`, `kind`, `title`, `description`. */
export const uploadDocumentOperation = defineOperation({
  who: 'admin',
  input: multipart({ fields: documentSchema, files: { file: { maxBytes: MAX_DOCUMENT_BYTES, messages: DOCUMENT_MESSAGES } } }),
  run: ({ input }) => createDocument(prisma, storage(), input.fields, input.files.file).catch((error: unknown) => Promise.reject(onField('file', error))),
  audit: {
    entity: 'document',
    action: 'upload',
    summary: ({ input, result }) => changeSummary({ kind: input.fields.kind, title: input.fields.title, fileName: result.fileName }),
  },
});

/** The document and its file. */
export const deleteDocumentOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => deleteDocument(prisma, storage(), id),
  audit: { entity: 'document', action: 'delete' },
});
