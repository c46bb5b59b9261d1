/** The product documents' admin texts (docs/product.md: Admin panel, Datablader). */
import { countOf } from '../kit/format';

export const PRODUCT_DOCUMENT_TOASTS = {
  published: (sentTo: number, current: boolean) => ({
    title: 'Revisjon publisert',
    description: !current
      ? `${PRODUCT_DOCUMENT_UI.notCurrent}. Ingen e-post er sendt.`
      : sentTo > 0
        ? `E-post lagt i utboksen til ${countOf(sentTo, 'forhandler', 'forhandlere')}.`
        : undefined,
  }),
  publishFailure: { title: 'Feil ved opplasting', description: 'Kunne ikke publisere revisjonen. Prøv igjen.' },
} as const;

export const PRODUCT_DOCUMENT_UI = {
  uploadTitle: 'Last opp ny revisjon',
  uploadIntro:
    'Sikkerhetsdatablad (norsk påkrevd, svensk og engelsk valgfritt) og produktdatablad som PDF. Alle revisjoner beholdes; den med nyest revisjonsdato vises på produktsiden. Et nytt sikkerhetsdatablad sendes på e-post til alle aktive forhandlerkontoer (REACH art. 31 nr. 9).',
  upload: 'Last opp ny revisjon',
  uploading: 'Laster opp...',
  product: 'Produkt',
  chooseProduct: 'Velg produkt',
  kind: 'Type',
  language: 'Språk',
  revision: 'Revisjon',
  revisionHint: 'F.eks. 2 eller 2.1',
  revisionDate: 'Revisjonsdato',
  changeNote: 'Endringsnotat (valgfritt)',
  file: 'PDF-fil',
  fileHint: 'PDF, maks 20 MB.',
  listTitle: (total: number) => `Revisjoner (${total})`,
  productTitle: (name: string, articleNumber: string) => `Dokumenter: ${name} (${articleNumber})`,
  allProducts: 'Alle produkter',
  backToAll: 'Vis alle revisjoner',
  filterLabel: 'Filtrer revisjoner',
  allKinds: 'Alle typer',
  columns: {
    product: 'Produkt',
    kind: 'Type',
    language: 'Språk',
    revision: 'Revisjon',
    note: 'Endringsnotat',
    published: 'Publisert',
    record: 'Forhandlere',
  },
  current: 'gjeldende',
  notCurrent: 'Ikke gjeldende: en nyere revisjon finnes',
  sentDownloaded: (sent: number, downloaded: number) => `sendt til ${countOf(sent, 'forhandler', 'forhandlere')}, lastet ned av ${downloaded}`,
  downloadedOnly: (downloaded: number) => `lastet ned av ${downloaded}`,
  recipientsCsv: 'Mottakere (CSV)',
  recipientsCsvLabel: (product: string, revision: string) => `Mottakere (CSV): revisjon ${revision}, ${product}`,
  openFile: 'PDF',
  openFileLabel: (product: string, revision: string) => `PDF: revisjon ${revision}, ${product}`,
  publishedBy: (by: string | null) => (by ? `av ${by}` : 'fra demodata'),
  empty: 'Ingen revisjoner ennå.',
  emptyProduct: 'Produktet har ingen dokumenter ennå.',
} as const;
