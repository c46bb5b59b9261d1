/**
 * The product document upload's limit and texts (safety data sheets and technical data sheets,
 * docs/product.md: Produktfakta, Dokumenter), checked in the browser before sending and on the
 * server (the multipart input's cap, the PDF check in service.ts). Client-safe.
 */
export const MAX_PRODUCT_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The file picker's filter; the server decides by the bytes (service.ts `isPdf`). */
export const PRODUCT_DOCUMENT_ACCEPT = '.pdf,application/pdf';

/** A PDF's header must start within this many bytes, its `%%EOF` within the last this many. */
export const PDF_HEADER_WINDOW = 1024;
export const PDF_TRAILER_WINDOW = 2048;

export const PRODUCT_DOCUMENT_FILE_MESSAGES = {
  missing: 'Velg en PDF-fil å laste opp',
  tooLarge: 'Filen er for stor (maks 20 MB)',
  notPdf: 'Filen er ikke en PDF',
} as const;
