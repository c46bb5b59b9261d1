/**
 * The accessibility statement at /tilgjengelighet (docs/product.md: Universell utforming), modelled on
 * the Norwegian 'tilgjengelighetserklæring' (uutilsynet.no): the standard, how the site was tested,
 * when, the known exceptions and where to report a barrier. Its texts live here only; the page
 * (app/tilgjengelighet/page.tsx) renders them. Update ASSESSED_AT with every new assessment, and
 * keep KNOWN_EXCEPTIONS to what is really still unmet. Pure: safe to import anywhere.
 */
import { CONTACT_TOPIC_PARAM, type ContactTopic } from '../contact/fields';
import { REPLY_PROMISE } from '../contact/messages';

export const STATEMENT_PATH = '/tilgjengelighet';

/** The day of the last assessment (ISO date); also the page's date in the sitemap. */
export const ASSESSED_AT = '2026-11-27';

/** Where a barrier is reported: the contact form with its topic preselected, scrolled to the form. */
const REPORT_TOPIC: ContactTopic = 'tilgjengelighet';
export const REPORT_BARRIER_HREF = `/kontakt?${CONTACT_TOPIC_PARAM}=${REPORT_TOPIC}#skjema`;

export const SUPERVISOR = { name: 'Tilsynet for universell utforming av IKT', url: 'https://www.uutilsynet.no/', host: 'uutilsynet.no' } as const;

export const STATEMENT_TEXT = {
  title: 'Tilgjengelighetserklæring',
  description:
    'Tilgjengelighetserklæring: hvilke krav til universell utforming nettstedet oppfyller (WCAG), hvordan det er testet, kjente avvik og hvordan du melder fra om en barriere.',
  intro: (brandName: string) =>
    `Vi vil at alle skal kunne bruke nettstedet til ${brandName}, også med tastatur, skjermleser, forstørrelse eller egne fargeinnstillinger. Denne erklæringen gjelder hele nettstedet: de offentlige sidene, forhandlerportalen og innloggingen.`,
  assessed: 'Sist vurdert',
  standardTitle: 'Hvilke krav vi følger',
  standard: [
    'Nettstedet skal oppfylle kravene i forskrift om universell utforming av informasjons- og kommunikasjonsteknologiske (IKT) løsninger: WCAG 2.0 på nivå A og AA, unntatt suksesskriteriene 1.2.3, 1.2.4 og 1.2.5 (synstolking og teksting av video), som forskriften ikke krever av private virksomheter.',
    'Vårt eget mål er strengere: alle suksesskriteriene i WCAG 2.2 på nivå A og AA. Med unntak av avvikene nedenfor oppfyller nettstedet begge.',
  ],
  testedTitle: 'Slik har vi testet',
  testedIntro: 'Nettstedet ble sist vurdert av oss selv. Vi har testet på tre måter:',
  methods: [
    {
      title: 'Automatisk, på alle sider',
      text: 'Hver side kontrolleres med verktøyet axe-core og med W3Cs HTML-validator (Nu) hver gang nettstedet endres. Begge skal finne null feil.',
    },
    {
      title: 'Manuelt',
      text: 'Vi har gått gjennom sidene med bare tastatur, lest tilgjengelighetstreet slik en skjermleser får det, forstørret til 200 % og 400 %, brukt skjermbredde 320 piksler, økt tekstavstanden og slått på tvungne farger (høykontrast).',
    },
    {
      title: 'Automatiske nettlesertester',
      text: 'Tester som kjører ved hver endring, sjekker blant annet at',
      checks: [
        'fokus alltid er synlig og aldri skjult under toppmenyen når man går gjennom sidene med tastaturet',
        'ingen side må rulles sidelengs, fra 320 til 1 440 piksler bred, innlogget og utlogget, og at alle menyvalg er innenfor skjermen',
        'forsiden fungerer med tekst forstørret til 200 %',
        'feilmeldinger i skjemaer blir stående, er knyttet til feltet og leses opp',
        'varsler leses opp, også fra et åpent dialogvindu',
        'kantene på skjemafelt og fokusmarkeringen har minst 3:1 kontrast mot bakgrunnen',
        'kartet over forhandlere kan flyttes med knapper og piltaster, ikke bare ved å dra',
        'antall treff i søk og kurslisten leses opp når det endres',
      ],
    },
  ],
  exceptionsTitle: 'Kjente avvik',
  exceptionsIntro: 'Dette oppfyller ennå ikke kravene. Vi jobber med å rette det:',
  noExceptions: 'Vi kjenner ikke til innhold som ikke oppfyller kravene.',
  reportTitle: 'Meld fra om en barriere',
  reportIntro: 'Får du ikke brukt noe på nettstedet, eller er noe vanskelig å bruke? Si fra, så retter vi det.',
  reportLink: 'Skriv til oss om tilgjengelighet',
  reportEmail: 'Du kan også sende e-post til',
  reportAnswer: REPLY_PROMISE,
  complainTitle: 'Klage til tilsynet',
  complain: (supervisor: string) =>
    `Får du ikke svar, eller er du ikke fornøyd med svaret, kan du klage til ${supervisor}, som fører tilsyn med at nettsteder er universelt utformet.`,
  complainLink: 'Les mer og send klage på',
} as const;

/** A part of the site that does not yet meet a success criterion, and why. */
export interface KnownException {
  /** The WCAG success criterion, number and Norwegian name, e.g. '1.2.2 Teksting (forhåndsinnspilt)'. */
  criterion: string;
  /** Where on the site. */
  where: string;
  /** What is not met, in plain words. */
  what: string;
  /** Why it is still so, and what we do about it. */
  why: string;
}

/**
 * Every known exception, shown on the statement in this order. The one list: the lead adds the
 * other areas' exceptions here from their reports (docs/product.md: Universell utforming).
 */
export const KNOWN_EXCEPTIONS: readonly KnownException[] = [
  {
    criterion: '1.2.2 Teksting (forhåndsinnspilt), 1.2.3 Synstolking eller mediealternativ og 1.2.5 Synstolking (forhåndsinnspilt)',
    where: 'Videoer på produktsidene og i kursene i forhandlerportalen',
    what: 'Videoene vises fra YouTube. Om de har teksting og synstolking, avhenger av den enkelte videoen, og det kontrolleres ikke av nettstedet.',
    why: 'Videoene er et tillegg: det viktigste innholdet står også som tekst på siden. Vi går gjennom videoene og legger til teksting der den mangler.',
  },
];
