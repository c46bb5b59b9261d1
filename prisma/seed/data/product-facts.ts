/**
 * Demo content: the vocabulary of uses, the CLP statement catalogue and each demo product's facts
 * (docs/product.md: Produktfakta). The use terms and statements are seeded once (an operator's edit
 * is kept); a product's facts are written with the product.
 *
 * The statement wordings follow the Norwegian text of CLP (forskrift om klassifisering, merking mv. av
 * kjemikalier, annexes III and IV). The hazard labelling of the demo products is invented for the demo
 * from what products of their kind carry; it is not the classification of any real product.
 */
import type { DemoFacts } from '../types';

/** The materials and surfaces a product can be for ('Passer til'), in the order lists show them. */
export const USE_TERMS: readonly { slug: string; label: string }[] = [
  { slug: 'oljet-tre', label: 'Oljet tre' },
  { slug: 'lakkert-tre', label: 'Lakkert tre' },
  { slug: 'ubehandlet-tre', label: 'Ubehandlet tre' },
  { slug: 'voksbehandlet-tre', label: 'Voksbehandlet tre' },
  { slug: 'sapebehandlet-tre', label: 'Såpebehandlet tre' },
  { slug: 'polerte-mobler', label: 'Polerte møbler' },
  { slug: 'teak-og-hardved-ute', label: 'Teak og hardved ute' },
  { slug: 'trykkimpregnert-tre', label: 'Trykkimpregnert tre' },
  { slug: 'hagemobler-i-plast', label: 'Hagemøbler i plast' },
  { slug: 'parkett-lakkert', label: 'Parkett (lakkert)' },
  { slug: 'parkett-oljet', label: 'Parkett (oljet)' },
  { slug: 'kjokkenutstyr-i-tre', label: 'Skjærebrett og kjøkkenutstyr i tre' },
  { slug: 'glattlaer', label: 'Glattlær' },
  { slug: 'semsket-skinn-og-nubuk', label: 'Semsket skinn og nubuk' },
  { slug: 'tekstil', label: 'Tekstil' },
  { slug: 'stein-og-marmor', label: 'Stein og marmor' },
];

/** The H, EUH and P statements this range needs, with their Norwegian wording. */
export const HAZARD_PHRASES: readonly { code: string; text: string }[] = [
  { code: 'H222', text: 'Ekstremt brannfarlig aerosol.' },
  { code: 'H223', text: 'Brannfarlig aerosol.' },
  { code: 'H225', text: 'Meget brannfarlig væske og damp.' },
  { code: 'H226', text: 'Brannfarlig væske og damp.' },
  { code: 'H229', text: 'Beholder under trykk: Kan sprekke ved oppvarming.' },
  { code: 'H304', text: 'Kan være dødelig ved svelging dersom det kommer ned i luftveiene.' },
  { code: 'H315', text: 'Irriterer huden.' },
  { code: 'H317', text: 'Kan utløse en allergisk hudreaksjon.' },
  { code: 'H319', text: 'Gir alvorlig øyeirritasjon.' },
  { code: 'H336', text: 'Kan forårsake døsighet eller svimmelhet.' },
  { code: 'H411', text: 'Giftig, med langtidsvirkning, for liv i vann.' },
  { code: 'H412', text: 'Skadelig, med langtidsvirkning, for liv i vann.' },
  { code: 'EUH066', text: 'Gjentatt eksponering kan gi tørr eller sprukket hud.' },
  { code: 'EUH208', text: 'Inneholder koboltbis(2-etylheksanoat). Kan utløse en allergisk reaksjon.' },
  { code: 'EUH210', text: 'Sikkerhetsdatablad kan fås ved forespørsel.' },
  { code: 'P101', text: 'Ha produktets emballasje eller etikett tilgjengelig ved behov for medisinsk hjelp.' },
  { code: 'P102', text: 'Oppbevares utilgjengelig for barn.' },
  { code: 'P210', text: 'Holdes vekk fra varme, varme overflater, gnister, åpen flamme og andre antennelseskilder. Røyking forbudt.' },
  { code: 'P211', text: 'Ikke spray mot åpen flamme eller andre antennelseskilder.' },
  { code: 'P251', text: 'Må ikke punkteres eller brennes, heller ikke etter bruk.' },
  { code: 'P261', text: 'Unngå innånding av damp/aerosoler.' },
  { code: 'P271', text: 'Brukes bare utendørs eller i godt ventilerte rom.' },
  { code: 'P273', text: 'Unngå utslipp til miljøet.' },
  { code: 'P280', text: 'Benytt vernehansker/vernebriller.' },
  { code: 'P301+P310', text: 'VED SVELGING: Kontakt umiddelbart et GIFTINFORMASJONSSENTER eller lege.' },
  { code: 'P302+P352', text: 'VED HUDKONTAKT: Vask med mye vann.' },
  {
    code: 'P305+P351+P338',
    text: 'VED KONTAKT MED ØYNENE: Skyll forsiktig med vann i flere minutter. Fjern eventuelle kontaktlinser dersom dette enkelt lar seg gjøre. Fortsett skyllingen.',
  },
  { code: 'P312', text: 'Kontakt et GIFTINFORMASJONSSENTER eller lege ved ubehag.' },
  { code: 'P331', text: 'IKKE framkall brekning.' },
  { code: 'P403+P233', text: 'Oppbevares på et godt ventilert sted. Hold beholderen tett lukket.' },
  { code: 'P405', text: 'Oppbevares innelåst.' },
  { code: 'P410+P412', text: 'Beskyttes mot sollys. Må ikke utsettes for temperaturer over 50 °C/122 °F.' },
  { code: 'P501', text: 'Innholdet/beholderen leveres til godkjent mottak for farlig avfall.' },
];

/** The self-ignition warning of drying oils (linseed, teak, tung and the like). */
export const RAG_WARNING =
  'Kluter, filler og papir som er fuktet med produktet kan selvantenne. Legg dem i vann eller i en tett metallboks etter bruk, og la dem tørke utendørs før de kastes.';

/** Each demo product's facts, by its article number; a product without an entry has none. */
export const DEMO_FACTS: Record<string, DemoFacts> = {
  '1010': {
    uses: ['polerte-mobler', 'lakkert-tre', 'oljet-tre'],
    setting: 'inne',
    tasks: ['rengjore', 'vedlikeholde'],
    shelfLifeMonths: 36,
  },
  '3010': {
    uses: ['teak-og-hardved-ute', 'ubehandlet-tre', 'oljet-tre'],
    setting: 'ute',
    tasks: ['beskytte', 'vedlikeholde'],
    coverageMinM2PerL: 8,
    coverageMaxM2PerL: 12,
    recommendedCoats: 2,
    touchDryHours: 4,
    recoatHours: 12,
    fullCureDays: 7,
    applicationMinC: 10,
    applicationMaxC: 25,
    shelfLifeMonths: 24,
    pictograms: ['GHS08'],
    signalWord: 'Fare',
    hazardStatements: ['H304', 'EUH066'],
    precautionaryStatements: ['P101', 'P102', 'P301+P310', 'P331', 'P501'],
    ufi: 'E600-30P1-S00Y-5079',
    supplementalWarnings: RAG_WARNING,
  },
};
