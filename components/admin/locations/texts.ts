/** The dealer locations' toasts, labels and confirmation text (docs/product.md §8). */
export const LOCATION_TOASTS = {
  added: { title: 'Forhandlersted lagt til' },
  addFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til forhandlersted. Prøv igjen.' },
  updated: { title: 'Forhandlersted oppdatert' },
  updateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke oppdatere forhandlersted. Prøv igjen.' },
  deleted: { title: 'Forhandlersted slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette forhandlersted. Prøv igjen.' },
  importDone: (created: number, updated: number) => ({ title: 'Import fullført', description: `${created} nye og ${updated} oppdaterte forhandlersteder.` }),
  importFailure: { title: 'Feil ved import', description: 'Ingen rader ble importert. Se feilene under skjemaet.' },
} as const;

export const LOCATION_UI = {
  addTitle: 'Legg til forhandlersted',
  addIntro: 'Forhandlerstedene vises i forhandlersøket. Uten koordinater vises stedet i listen, men ikke på kartet.',
  add: 'Legg til forhandlersted',
  adding: 'Legger til...',
  editTitle: (name: string) => `Rediger ${name}`,
  saveEdit: 'Lagre endringer',
  savingEdit: 'Oppdaterer...',
  deleteLabel: (name: string) => `Slett ${name}`,
  id: 'Id',
  name: 'Navn',
  address: 'Adresse',
  lat: 'Breddegrad (valgfri)',
  lng: 'Lengdegrad (valgfri)',
  position: 'Posisjon',
  categories: 'Sortiment',
  categoriesHint: 'Kryss av kategoriene stedet fører. Ingen avkrysset: stedet fører alt, og vises for alle produkter i forhandlersøket.',
  carriesAll: 'Alt',
  noPosition: '–',
  importTitle: 'Importer fra CSV',
  importForm: 'Importer forhandlersteder',
  importFile: 'CSV-fil',
  importFileHint: 'Semikolonseparert: id;navn;adresse;breddegrad;lengdegrad;kategorier, uten overskriftsrad, maks 2 MB.',
  importHint:
    'Nye id-er legges til og kjente oppdateres. Kategoriene (valgfritt sjette felt) skilles med komma; tomt felt betyr at stedet fører alt, og uten feltet beholder et kjent sted sitt sortiment. Har én rad feil, importeres ingenting.',
  import: 'Importer',
  importing: 'Importerer...',
  importErrors: 'Ingen rader ble importert. Rett disse linjene og prøv igjen:',
  line: (n: number) => `Linje ${n}: `,
  listTitle: (total: number) => `Forhandlersteder (${total})`,
  search: 'Søk',
  searchLabel: 'Søk i forhandlersteder',
  searchPlaceholder: 'Id, navn eller adresse',
  empty: 'Ingen forhandlersteder funnet.',
} as const;

export const confirmDeleteLocation = (name: string) => `Dette vil permanent slette forhandlerstedet "${name}". Denne handlingen kan ikke angres.`;
