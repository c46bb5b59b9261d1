/** The Produktfakta tab's texts (docs/product.md: Admin panel, Produktfakta): the uses vocabulary and the statement catalogue. */
export const USE_TERM_UI = {
  title: (n: number) => `Bruksområder (${n})`,
  intro:
    'Ordlisten produktene velger «Passer til» fra. Rekkefølgen her er rekkefølgen på produktsiden. Et nytt navn beholder ordets nøkkel, så produktene som bruker det, følger med.',
  add: 'Legg til bruksområde',
  rename: (label: string) => `Gi nytt navn: ${label}`,
  renameButton: 'Gi nytt navn',
  label: 'Navn',
  labelHint: 'F.eks. «Teak og hardved ute»',
  empty: 'Ingen bruksområder ennå.',
  columns: { label: 'Navn', slug: 'Nøkkel', tasks: 'Rutine i veilederen', products: 'Produkter' },
  noTasks: 'Ikke i veilederen',
  tasksButton: 'Rutine',
  tasksTitle: (label: string) => `Rutine i produktveilederen: ${label}`,
  tasksIntro:
    'Oppgavene i den rekkefølgen de gjøres. Veilederen tilbyr dem som mål, og rutinen for et mål er stegene fram til og med målet. Velg «Ikke i bruk» for steg materialet ikke har; uten steg er ordet ikke med i veilederen.',
  taskStep: (n: number) => `Steg ${n}`,
  taskUnused: 'Ikke i bruk',
  up: 'Opp',
  down: 'Ned',
  moveUp: (label: string) => `Flytt ${label} opp`,
  moveDown: (label: string) => `Flytt ${label} ned`,
  moving: 'Flytter...',
  deleteLabel: (label: string) => `Slett ${label}`,
  confirmDelete: (label: string, n: number) =>
    n === 0
      ? `Dette sletter bruksområdet «${label}». Ingen produkter bruker det.`
      : `«${label}» brukes av ${n} ${n === 1 ? 'produkt' : 'produkter'} og kan ikke slettes før det er fjernet fra ${n === 1 ? 'produktet' : 'produktene'}.`,
} as const;

export const USE_TERM_TOASTS = {
  added: { title: 'Bruksområde lagt til' },
  addFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til bruksområdet. Prøv igjen.' },
  renamed: { title: 'Bruksområde endret' },
  renameFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke endre bruksområdet. Prøv igjen.' },
  tasksSaved: { title: 'Rutinen er lagret' },
  tasksFailure: { title: 'Feil ved lagring', description: 'Kunne ikke lagre rutinen. Prøv igjen.' },
  moved: { title: 'Rekkefølgen er endret' },
  moveFailure: { title: 'Feil ved flytting', description: 'Kunne ikke flytte bruksområdet. Prøv igjen.' },
  deleted: { title: 'Bruksområde slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette bruksområdet. Prøv igjen.' },
} as const;

export const PHRASE_UI = {
  title: (n: number) => `Faresetninger (${n})`,
  intro: 'Katalogen over H-, EUH- og P-setninger med offisiell norsk ordlyd. Produktene velger setningene med koden; produktsiden viser ordlyden herfra.',
  searchRegion: 'Søk i faresetninger',
  search: 'Kode eller ord',
  add: 'Legg til setning',
  edit: (code: string) => `Endre ordlyden til ${code}`,
  editButton: 'Endre ordlyd',
  /** The button's accessible name: its visible text first (WCAG 2.5.3). */
  editLabel: (code: string) => `Endre ordlyd: ${code}`,
  code: 'Kode',
  codeHint: 'H226, EUH066 eller P301+P310',
  text: 'Ordlyd (norsk)',
  empty: 'Ingen setninger.',
  emptySearch: 'Ingen setninger passer søket.',
  columns: { code: 'Kode', text: 'Ordlyd', products: 'Produkter' },
  deleteLabel: (code: string) => `Slett ${code}`,
  confirmDelete: (code: string, n: number) =>
    n === 0
      ? `Dette sletter ${code} fra katalogen. Ingen produkter bruker koden.`
      : `${code} brukes av ${n} ${n === 1 ? 'produkt' : 'produkter'} og kan ikke slettes før koden er fjernet fra ${n === 1 ? 'produktet' : 'produktene'}.`,
} as const;

export const PHRASE_TOASTS = {
  added: { title: 'Setning lagt til' },
  addFailure: { title: 'Feil ved registrering', description: 'Kunne ikke legge til setningen. Prøv igjen.' },
  updated: { title: 'Ordlyden er endret' },
  updateFailure: { title: 'Feil ved oppdatering', description: 'Kunne ikke endre ordlyden. Prøv igjen.' },
  deleted: { title: 'Setning slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette setningen. Prøv igjen.' },
} as const;
