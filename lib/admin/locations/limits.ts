/**
 * The dealer location CSV import's limits and texts, checked in the browser before sending and on
 * the server (the server action and service.ts). Client-safe.
 */

/** The CSV import's cap: the real list has about 110 rows. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export const IMPORT_MESSAGES = {
  missing: 'Velg en CSV-fil å importere',
  tooLarge: 'Filen er for stor (maks 2 MB)',
  tooManyRows: `Filen har for mange rader (maks ${MAX_IMPORT_ROWS.toLocaleString('nb-NO')})`,
  notText: 'Filen må være tekst i UTF-8 (semikolonseparert)',
} as const;
