/** The 'Oversikt' tab's texts (docs/product.md: Oversikt). */
import { countOf, formatNumber } from '../kit/format';

export const OVERVIEW_UI = {
  workTitle: 'Venter på deg',
  workIntro: 'Det som venter i de andre fanene. Hver linje lenker dit det gjøres.',
  work: {
    newMessages: (n: number) => `${countOf(n, 'ny melding', 'nye meldinger')}`,
    newApplications: (n: number) => `${countOf(n, 'ny forhandlersøknad', 'nye forhandlersøknader')}`,
    failedEmails: (n: number) => `${countOf(n, 'e-post som ikke ble sendt', 'e-poster som ikke ble sendt')}`,
    productsWithoutPrice: (n: number) => `${countOf(n, 'produkt', 'produkter')} med en størrelse uten veiledende pris`,
    productsWithoutImage: (n: number) => `${countOf(n, 'produkt', 'produkter')} uten bilde`,
    locationsWithoutCoordinates: (n: number) => `${countOf(n, 'forhandlersted', 'forhandlersteder')} uten koordinater`,
    locationsNotUpdated: (n: number) => `${countOf(n, 'forhandlersted', 'forhandlersteder')} som ikke er oppdatert på et år`,
  },
  nothingWaiting: 'Ingenting venter. Alt er ajour.',
  demandTitle: 'Etterspørsel uten tilbud',
  demandIntro: (weeks: number) =>
    `Postnummer der noen søkte etter forhandler uten å finne noen innen 100 km (eller ingen som fører produktet de søkte med), og produktsøk uten treff, de siste ${weeks} ukene. Bare antall per postnummer eller søkeord og uke lagres — ingen adresse, IP-adresse, informasjonskapsel eller konto — og tallene slettes etter 365 dager.`,
  csv: 'Last ned CSV',
  csvLabel: 'Last ned CSV: all etterspørsel (365 dager)',
  mapLabel: (n: number) => `Kart over Norge med ${countOf(n, 'postnummer', 'postnumre')} uten forhandler innen 100 km`,
  mapCaption: 'Sirklene står ved postnummerområdet; jo større sirkel, jo flere søk. Tabellen under har alle tallene.',
  postalTitle: 'Postnummersøk uten forhandler innen 100 km',
  postalEmpty: 'Ingen søk uten forhandler i perioden.',
  termsTitle: 'Produktsøk uten treff',
  termsEmpty: 'Ingen produktsøk uten treff i perioden.',
  more: (shown: number, total: number) => `Viser ${formatNumber(shown)} av ${formatNumber(total)} rader. CSV-filen har alle.`,
  columns: { week: 'Uke', postalCode: 'Postnummer', product: 'Produkt', term: 'Søkeord', count: 'Søk' },
  /** The product searched for, or that no dealer at all was within 100 km. */
  productCell: (articleNumber: string, name: string) => (articleNumber ? `${name || 'Slettet produkt'} (${articleNumber})` : 'Alle (ingen forhandler)'),
  learningTitle: 'Læring',
  learningIntro: 'Fullførte kurs denne måneden mot forrige måned, og kurs der færre fullførte de siste 30 dagene enn de 30 dagene før.',
  thisMonth: 'Fullført denne måneden',
  lastMonth: 'Fullført forrige måned',
  fallingTitle: 'Kurs med fallende fullføring',
  fallingEmpty: 'Ingen kurs har fallende fullføring.',
  fallingColumns: { course: 'Kurs', recent: 'Siste 30 dager', previous: '30 dager før' },
  reportsLink: 'Åpne kursrapportene',
} as const;
