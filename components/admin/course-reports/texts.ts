/** The 'Rapporter' section's texts (Kurs → Rapporter), Norwegian bokmål. */
export const REPORT_TEXTS = {
  title: 'Læringsrapporter',
  intro: 'Hvor mange forhandlere som har startet og fullført kursene, hvordan de gjør det på quizene, og hvem som har fått kursbevis.',

  overviewTitle: 'Fullføring per kurs',
  overviewColumns: { course: 'Kurs', status: 'Status', started: 'Påbegynt', completed: 'Fullført', rate: 'Fullføringsgrad' },
  noCourses: 'Ingen kurs ennå. Opprett et kurs under Kurs for å se rapporter.',
  completionChart: 'Fullføringsgrad per kurs',

  status: { active: 'Aktiv', draft: 'Utkast', archived: 'Arkivert' },

  courseTitle: 'Rapport for ett kurs',
  pickCourse: 'Velg kurs',
  showReport: 'Vis rapport',
  started: 'Påbegynt',
  completed: 'Fullført',
  completionRate: 'Fullføringsgrad',
  downloadCourseCsv: 'Last ned kursrapport (CSV)',

  modulesTitle: 'Moduler',
  moduleChart: 'Gjennomsnittlig poengsum per modul',
  moduleColumns: { module: 'Modul', attempts: 'Forsøk', dealers: 'Forhandlere', average: 'Gjennomsnittlig poengsum' },
  noModules: 'Kurset har ingen moduler.',
  noAttempts: 'Ingen har sendt inn en quiz i dette kurset ennå.',

  missedTitle: 'Spørsmål flest svarer feil på',
  missedColumns: { question: 'Spørsmål', module: 'Modul', answers: 'Svar', wrong: 'Feil', rate: 'Andel feil' },
  noMissed: 'Ingen spørsmål er besvart feil ennå.',

  monthsTitle: 'Fullføring over tid',
  monthsChart: 'Forhandlere som fullfører over tid',
  noCompletions: 'Ingen har fullført kurset ennå.',

  courseDealersTitle: 'Forhandlere i kurset',
  courseDealerColumns: { dealer: 'Forhandler', company: 'Firma', progress: 'Fremgang', started: 'Startet', completed: 'Fullført' },
  noDealersInCourse: 'Ingen forhandlere har startet dette kurset ennå.',

  dealersTitle: 'Per forhandler',
  dealerColumns: { dealer: 'Forhandler', company: 'Firma', course: 'Kurs', progress: 'Fremgang', completed: 'Fullført', certificate: 'Kursbevis' },
  noDealers: 'Ingen forhandlerkontoer ennå.',
  noCourseProgress: 'Ikke startet noe kurs',
  inactiveAccount: '(deaktivert)',
  yes: 'Ja',
  no: 'Nei',
  notCompleted: 'Ikke fullført',
  downloadDealerCsv: 'Last ned forhandlerrapport (CSV)',

  chartLoading: 'Laster diagram …',
  chartTable: (title: string) => `${title}: tallene i diagrammet`,
} as const;
