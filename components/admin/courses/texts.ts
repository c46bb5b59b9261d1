/**
 * The 'Kurs' tab's and the course editor's texts (docs/product.md: Admin panel, Course authoring).
 * Validation messages live with the schemas (COURSE_ADMIN_MESSAGES); these are the screens' own.
 */
export const COURSE_UI = {
  listTitle: (n: number) => `Kurs (${n})`,
  empty: 'Ingen kurs ennå. Opprett det første med «Nytt kurs».',
  newCourse: 'Nytt kurs',
  editCourse: (title: string) => `Rediger ${title}`,
  active: 'Aktiv',
  draft: 'Utkast',
  activate: 'Aktiver',
  deactivate: 'Deaktiver',
  preview: 'Forhåndsvis',
  edit: 'Rediger',
  delete: 'Slett',
  cancel: 'Avbryt',
  save: 'Lagre',
  saving: 'Lagrer...',
  deleting: 'Sletter...',
  uploading: 'Laster opp...',
  moveUp: (name: string) => `Flytt ${name} opp`,
  moveDown: (name: string) => `Flytt ${name} ned`,
  confirmTitle: 'Er du sikker?',
  confirmDelete: (name: string) => `«${name}» slettes for godt.`,
  progressWarning: (n: number, what: 'kurset' | 'modulen') =>
    `${n} ${n === 1 ? 'forhandler har' : 'forhandlere har'} fremgang i ${what}. ${what === 'kurset' ? 'Kurset' : 'Modulen'} arkiveres i stedet for å slettes: resultatene blir tatt vare på, ikke slettet.`,
  loadingCount: 'Henter antall forhandlere med fremgang...',
  backToList: 'Tilbake til kurslisten',
  modules: (n: number) => `Moduler (${n})`,
  noModules: 'Kurset har ingen moduler ennå.',
  newModule: 'Ny modul',
  contents: 'Innhold',
  noContents: 'Ingen innhold ennå.',
  newContent: 'Nytt innhold',
  quiz: 'Quiz',
  noQuestions: 'Ingen quizspørsmål. En modul uten quiz regnes som fullført når den åpnes.',
  newQuestion: 'Nytt spørsmål',
  minutes: (n: number) => `${n} min`,
  hidden: 'Skjult',
  show: 'Vis modulen',
  hide: 'Skjul modulen',
  previewBanner: 'Forhåndsvisning – fremdrift lagres ikke',
  backToEditor: 'Tilbake til redigering',
  failed: 'Noe gikk galt. Prøv igjen.',
} as const;

export const CONTENT_TYPE_LABELS = { text: 'Tekst', image: 'Bilde', audio: 'Lyd', video: 'Video', quiz: 'Quiz (eldre)' } as const;
export const QUESTION_TYPE_LABELS = { multiple_choice: 'Flervalg', true_false: 'Sant/usant', matching: 'Kobling (eldre)' } as const;

export const COURSE_TOASTS = {
  created: { title: 'Kurs opprettet' },
  updated: { title: 'Kurs oppdatert' },
  activated: { title: 'Kurset er aktivt', description: 'Forhandlerne ser det nå.' },
  deactivated: { title: 'Kurset er et utkast', description: 'Forhandlerne ser det ikke lenger.' },
  deleted: { title: 'Kurs slettet' },
  archived: { title: 'Kurs arkivert', description: 'Forhandlernes resultater er tatt vare på.' },
  moduleSaved: { title: 'Modul lagret' },
  moduleDeleted: { title: 'Modul slettet' },
  moduleArchived: { title: 'Modul arkivert', description: 'Forhandlernes resultater er tatt vare på.' },
  contentSaved: { title: 'Innhold lagret' },
  contentDeleted: { title: 'Innhold slettet' },
  questionSaved: { title: 'Spørsmål lagret' },
  questionDeleted: { title: 'Spørsmål slettet' },
  moved: { title: 'Rekkefølgen er endret' },
  failure: { title: 'Feil', description: 'Endringen ble ikke lagret. Prøv igjen.' },
} as const;
