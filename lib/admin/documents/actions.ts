'use server';
/**
 * The dealer documents' server actions (docs/product.md: Admin panel). Each checks the administrator
 * role itself (runAdminAction), validates with the document schema, answers an ActionResult and
 * names the change it makes for the audit log (lib/audit/admin.ts).
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { formText, onField, parseInput, recordId, runAdminAction, uploadedFile } from '../shared/action';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from './limits';
import { documentSchema } from './schema';
import { createDocument, deleteDocument } from './service';

/** Multipart: `file`, `kind`, `title`, `description`. */
export async function uploadDocumentAction(form: unknown) {
  return runAdminAction({ entity: 'document', action: 'upload' }, async (audit) => {
    const data = parseInput(documentSchema, { kind: formText(form, 'kind'), title: formText(form, 'title'), description: formText(form, 'description') });
    const file = await uploadedFile(form, 'file', MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES);
    try {
      const doc = await createDocument(prisma, storage(), data, file);
      audit.summary = changeSummary({ kind: data.kind, title: data.title, fileName: doc.fileName });
      return doc;
    } catch (error) {
      throw onField('file', error);
    }
  });
}

export async function deleteDocumentAction(id: unknown) {
  return runAdminAction({ entity: 'document', action: 'delete' }, () => deleteDocument(prisma, storage(), recordId(id)));
}
