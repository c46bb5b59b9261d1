/**
 * What the dealer portal answers (lib/portal/documents.ts), as zod schemas beside its services;
 * lib/openapi describes the API with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import type { PortalDocument } from './document-format';
import { isoDateTime, type Fits } from '../http/responses';
import { DocumentKind } from '../generated/prisma/enums';

/** lib/portal/documents.ts PortalDocument. */
export const portalDocumentResponse = z.object({
  id: z.int(),
  kind: z.enum(DocumentKind),
  title: z.string(),
  description: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int(),
  createdAt: isoDateTime(),
  downloadUrl: z.string().meta({ description: 'The dealer-only download (/api/dealer-documents/{id})' }),
});

// The service's type must fit the schema: a field changed on one side fails the type check.
export const SERVICE_TYPES_FIT: [Fits<PortalDocument, typeof portalDocumentResponse>] = [true];
