/** The dealer documents' kind names, toasts, labels and confirmation text (docs/product.md §8). */

export const DOCUMENT_KIND_LABELS = { PRICE_LIST: 'Prisliste', MARKETING: 'Markedsmateriell' } as const;

export const DOCUMENT_TOASTS = {
  added: { title: 'Dokument lastet opp' },
  addFailure: { title: 'Feil ved opplasting', description: 'Kunne ikke laste opp dokumentet. Prøv igjen.' },
  deleted: { title: 'Dokument slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette dokumentet. Prøv igjen.' },
} as const;

export const DOCUMENT_UI = {
  uploadTitle: 'Last opp dokument',
  uploadIntro: 'Prislister og markedsmateriell vises for forhandlerne i forhandlerportalen.',
  upload: 'Last opp dokument',
  uploading: 'Laster opp...',
  kind: 'Type',
  title: 'Tittel',
  description: 'Beskrivelse (valgfri)',
  /** The accepted types as lib/admin/documents/limits.ts lists them (SVG is refused: it can carry script). */
  file: 'Fil',
  fileHint: 'PDF, CSV, TXT, XLSX, DOCX, PPTX, ZIP, PNG, JPEG eller WebP, maks 20 MB.',
  fileColumn: 'Fil',
  uploaded: 'Lastet opp',
  listTitle: (total: number) => `Dokumenter (${total})`,
  search: 'Søk',
  searchLabel: 'Søk i dokumenter',
  searchPlaceholder: 'Tittel, beskrivelse eller filnavn',
  allKinds: 'Alle typer',
  deleteLabel: (title: string) => `Slett ${title}`,
  empty: 'Ingen dokumenter ennå.',
  emptyFiltered: 'Ingen dokumenter funnet.',
} as const;

export const confirmDeleteDocument = (title: string) => `Dette vil permanent slette dokumentet "${title}". Denne handlingen kan ikke angres.`;
