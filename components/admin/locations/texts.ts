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
  categoriesHint:
    'Kryss av kategoriene stedet fører. Ingen avkrysset og ingen enkeltprodukter: stedet fører alt, og vises for alle produkter i forhandlersøket.',
  products: 'Enkeltprodukter (valgfri)',
  productsHint: 'Artikkelnumre stedet fører i tillegg til kategoriene, skilt med komma, f.eks. 1010, 3020.',
  carriesAll: 'Alt',
  dealer: 'Forhandlerkonto',
  storeEdited: 'Sist endret av forhandler',
  /** '24.11.2026 14:05 av ola@butikk.no'. */
  storeEditedBy: (when: string, by: string | null) => (by ? `${when} av ${by}` : when),
  never: '—',
  noPosition: '–',
  importTitle: 'Importer fra CSV',
  importForm: 'Importer forhandlersteder',
  importFile: 'CSV-fil',
  importFileHint: 'Semikolonseparert: id;navn;adresse;breddegrad;lengdegrad;kategorier;produkter, uten overskriftsrad, maks 2 MB.',
  importHint:
    'Nye id-er legges til og kjente oppdateres. Kategoriene (valgfritt sjette felt) og enkeltproduktenes artikkelnumre (valgfritt sjuende felt) skilles med komma; begge tomme betyr at stedet fører alt, og uten feltene beholder et kjent sted sitt sortiment. Har én rad feil, importeres ingenting.',
  import: 'Importer',
  importing: 'Importerer...',
  importErrors: 'Ingen rader ble importert. Rett disse linjene og prøv igjen:',
  line: (n: number) => `Linje ${n}: `,
  listTitle: (total: number) => `Forhandlersteder (${total})`,
  statsIntro:
    'Tallkolonnene viser hva nettstedet har gjort for hvert sted de siste 30 dagene: visninger av butikksiden, visninger i forhandlersøket og klikk på «Vis vei», «Nettside» og telefonnummeret. Hver besøkende telles høyst én gang per dag for hvert tall; roboter telles ikke.',
  statsCsv: 'Last ned tall (CSV)',
  statsCsvLabel: 'Last ned tall (CSV): alle forhandlersteder, siste 30 dager og de 30 dagene før',
  search: 'Søk',
  searchLabel: 'Søk i forhandlersteder',
  searchPlaceholder: 'Id, navn eller adresse',
  empty: 'Ingen forhandlersteder funnet.',
} as const;

export const confirmDeleteLocation = (name: string) => `Dette vil permanent slette forhandlerstedet "${name}". Denne handlingen kan ikke angres.`;
