/**
 * The dealer document upload's limit, accepted types and texts, checked in the browser before
 * sending and on the server (the server action and the content check in service.ts). Client-safe.
 */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The file picker's filter; the server decides the type by content (service.ts). */
export const DOCUMENT_ACCEPT = '.pdf,.csv,.txt,.xlsx,.docx,.pptx,.zip,.png,.jpg,.jpeg,.webp';

export const DOCUMENT_MESSAGES = {
  missing: 'Velg en fil å laste opp',
  tooLarge: 'Filen er for stor (maks 20 MB)',
  unsupported: 'Filtypen støttes ikke (PDF, CSV, TXT, XLSX, DOCX, PPTX, ZIP, PNG, JPEG eller WebP)',
  svg: 'SVG-filer tas ikke imot fordi de kan inneholde skript: last opp bildet som PNG eller PDF',
  mismatch: 'Filens innhold stemmer ikke med filendelsen',
} as const;
