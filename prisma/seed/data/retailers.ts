import type { DemoRetailer, DemoRetailerLink } from '../types';

/**
 * Fictitious Norwegian online stores. All addresses use the reserved .example
 * top-level domain so no real shop is ever linked.
 */
export const demoRetailers: DemoRetailer[] = [
  { slug: 'byggtorget', name: 'Byggtorget', websiteUrl: 'https://www.byggtorget.example' },
  { slug: 'fargekroken', name: 'Fargekroken', websiteUrl: 'https://www.fargekroken.example' },
  { slug: 'bolighuset', name: 'Bolighuset', websiteUrl: 'https://www.bolighuset.example' },
  { slug: 'hagesenteret', name: 'Hagesenteret', websiteUrl: 'https://www.hagesenteret.example' },
];

/**
 * Where each product can be bought. productUrl is
 * `${websiteUrl}/produkt/<slug-of-product-name>-<articleNumber>`.
 */
export const demoRetailerLinks: DemoRetailerLink[] = [
  // Møbelpolish
  {
    articleNumber: '1010',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelpolish-klassisk-250-ml-1010',
  },
  {
    articleNumber: '1010',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobelpolish-klassisk-250-ml-1010',
  },
  {
    articleNumber: '1010',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/mobelpolish-klassisk-250-ml-1010',
  },
  {
    articleNumber: '1030',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelpolish-spray-400-ml-1030',
  },
  {
    articleNumber: '1040',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelpolish-morkt-tre-250-ml-1040',
  },
  {
    articleNumber: '1040',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobelpolish-morkt-tre-250-ml-1040',
  },
  {
    articleNumber: '1050',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelpolish-lyst-tre-250-ml-1050',
  },
  {
    articleNumber: '1050',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobelpolish-lyst-tre-250-ml-1050',
  },
  {
    articleNumber: '1050',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/mobelpolish-lyst-tre-250-ml-1050',
  },
  {
    articleNumber: '1050',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/mobelpolish-lyst-tre-250-ml-1050',
  },
  {
    articleNumber: '1060',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelpolish-silikonfri-250-ml-1060',
  },
  {
    articleNumber: '1060',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobelpolish-silikonfri-250-ml-1060',
  },
  {
    articleNumber: '1070',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelpolish-antikk-250-ml-1070',
  },
  // Trepleie
  {
    articleNumber: '2010',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelvoks-antikk-370-ml-2010',
  },
  {
    articleNumber: '2010',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobelvoks-antikk-370-ml-2010',
  },
  {
    articleNumber: '2010',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/mobelvoks-antikk-370-ml-2010',
  },
  {
    articleNumber: '2020',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelvoks-natur-370-ml-2020',
  },
  {
    articleNumber: '2020',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobelvoks-natur-370-ml-2020',
  },
  {
    articleNumber: '2030',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/trerens-500-ml-2030',
  },
  {
    articleNumber: '2050',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/pleiemelk-for-oljet-tre-500-ml-2050',
  },
  {
    articleNumber: '2050',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/pleiemelk-for-oljet-tre-500-ml-2050',
  },
  {
    articleNumber: '2050',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/pleiemelk-for-oljet-tre-500-ml-2050',
  },
  {
    articleNumber: '2060',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/tresape-natur-1-l-2060',
  },
  {
    articleNumber: '2080',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelfornyer-mork-250-ml-2080',
  },
  {
    articleNumber: '2080',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobelfornyer-mork-250-ml-2080',
  },
  // Treolje
  {
    articleNumber: '3010',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/teakolje-natur-1-l-3010',
  },
  {
    articleNumber: '3010',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/teakolje-natur-1-l-3010',
  },
  {
    articleNumber: '3010',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/teakolje-natur-1-l-3010',
  },
  {
    articleNumber: '3010',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/teakolje-natur-1-l-3010',
  },
  {
    articleNumber: '3030',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobelolje-klar-500-ml-3030',
  },
  {
    articleNumber: '3030',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobelolje-klar-500-ml-3030',
  },
  {
    articleNumber: '3040',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/danskolje-500-ml-3040',
  },
  {
    articleNumber: '3050',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/hardvoksolje-matt-750-ml-3050',
  },
  {
    articleNumber: '3050',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/hardvoksolje-matt-750-ml-3050',
  },
  {
    articleNumber: '3050',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/hardvoksolje-matt-750-ml-3050',
  },
  {
    articleNumber: '3060',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/skjaerebrettolje-250-ml-3060',
  },
  {
    articleNumber: '3060',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/skjaerebrettolje-250-ml-3060',
  },
  {
    articleNumber: '3080',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/tungolje-500-ml-3080',
  },
  // Lærpleie
  {
    articleNumber: '4010',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/laerbalsam-200-ml-4010',
  },
  {
    articleNumber: '4010',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/laerbalsam-200-ml-4010',
  },
  {
    articleNumber: '4010',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/laerbalsam-200-ml-4010',
  },
  {
    articleNumber: '4020',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/skinnrens-spray-500-ml-4020',
  },
  {
    articleNumber: '4040',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/laerpleiesett-sofa-4040',
  },
  {
    articleNumber: '4040',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/laerpleiesett-sofa-4040',
  },
  {
    articleNumber: '4050',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/laerimpregnering-spray-400-ml-4050',
  },
  {
    articleNumber: '4050',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/laerimpregnering-spray-400-ml-4050',
  },
  {
    articleNumber: '4050',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/laerimpregnering-spray-400-ml-4050',
  },
  {
    articleNumber: '4050',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/laerimpregnering-spray-400-ml-4050',
  },
  {
    articleNumber: '4060',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/laerfarge-morkebrun-150-ml-4060',
  },
  {
    articleNumber: '4060',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/laerfarge-morkebrun-150-ml-4060',
  },
  {
    articleNumber: '4080',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/sadelsape-200-g-4080',
  },
  // Gulvbeskyttelse
  {
    articleNumber: '5010',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/parkettrens-1-l-5010',
  },
  {
    articleNumber: '5010',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/parkettrens-1-l-5010',
  },
  {
    articleNumber: '5010',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/parkettrens-1-l-5010',
  },
  {
    articleNumber: '5020',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/parkettpleie-blank-1-l-5020',
  },
  {
    articleNumber: '5020',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/parkettpleie-blank-1-l-5020',
  },
  {
    articleNumber: '5040',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/pleieolje-for-gulv-1-l-5040',
  },
  {
    articleNumber: '5050',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/filtknotter-selvklebende-48-stk-5050',
  },
  {
    articleNumber: '5050',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/filtknotter-selvklebende-48-stk-5050',
  },
  {
    articleNumber: '5050',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/filtknotter-selvklebende-48-stk-5050',
  },
  // Reparasjonsprodukter
  {
    articleNumber: '6010',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/ripefjerner-mork-eik-100-ml-6010',
  },
  {
    articleNumber: '6020',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/ripefjerner-lys-eik-100-ml-6020',
  },
  {
    articleNumber: '6020',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/ripefjerner-lys-eik-100-ml-6020',
  },
  {
    articleNumber: '6040',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/voksstifter-reparasjonssett-8-farger-6040',
  },
  {
    articleNumber: '6040',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/voksstifter-reparasjonssett-8-farger-6040',
  },
  {
    articleNumber: '6040',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/voksstifter-reparasjonssett-8-farger-6040',
  },
  {
    articleNumber: '6040',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/voksstifter-reparasjonssett-8-farger-6040',
  },
  {
    articleNumber: '6050',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/vannflekkfjerner-150-ml-6050',
  },
  {
    articleNumber: '6050',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/vannflekkfjerner-150-ml-6050',
  },
  // Spesialprodukter
  {
    articleNumber: '7010',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/pianopolish-250-ml-7010',
  },
  {
    articleNumber: '7020',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/marmor-og-steinpleie-500-ml-7020',
  },
  {
    articleNumber: '7020',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/marmor-og-steinpleie-500-ml-7020',
  },
  {
    articleNumber: '7020',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/marmor-og-steinpleie-500-ml-7020',
  },
  {
    articleNumber: '7030',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/messingpuss-150-ml-7030',
  },
  {
    articleNumber: '7030',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/messingpuss-150-ml-7030',
  },
  // Tekstil
  {
    articleNumber: '8010',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/tekstilimpregnering-400-ml-8010',
  },
  {
    articleNumber: '8020',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/mobeltekstilrens-500-ml-8020',
  },
  {
    articleNumber: '8020',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/mobeltekstilrens-500-ml-8020',
  },
  {
    articleNumber: '8020',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/mobeltekstilrens-500-ml-8020',
  },
  {
    articleNumber: '8030',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/flekkfjerner-tekstil-250-ml-8030',
  },
  // Diverse
  {
    articleNumber: '9010',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/polerklut-mikrofiber-2-stk-9010',
  },
  {
    articleNumber: '9010',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/polerklut-mikrofiber-2-stk-9010',
  },
  {
    articleNumber: '9050',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/gavesett-mobelpleie-9050',
  },
  {
    articleNumber: '9050',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/gavesett-mobelpleie-9050',
  },
  {
    articleNumber: '9050',
    retailerSlug: 'bolighuset',
    productUrl: 'https://www.bolighuset.example/produkt/gavesett-mobelpleie-9050',
  },
  {
    articleNumber: '9050',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/gavesett-mobelpleie-9050',
  },
  // EDEN Hageprodukter
  {
    articleNumber: 'E-710',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/hagemobelolje-1-l-E-710',
  },
  {
    articleNumber: 'E-710',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/hagemobelolje-1-l-E-710',
  },
  {
    articleNumber: 'E-720',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/hagemobelrens-1-l-E-720',
  },
  {
    articleNumber: 'E-730',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/terrasseolje-natur-3-l-E-730',
  },
  {
    articleNumber: 'E-730',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/terrasseolje-natur-3-l-E-730',
  },
  {
    articleNumber: 'E-730',
    retailerSlug: 'fargekroken',
    productUrl: 'https://www.fargekroken.example/produkt/terrasseolje-natur-3-l-E-730',
  },
  {
    articleNumber: 'E-740',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/granefjerner-1-l-E-740',
  },
  {
    articleNumber: 'E-740',
    retailerSlug: 'byggtorget',
    productUrl: 'https://www.byggtorget.example/produkt/granefjerner-1-l-E-740',
  },
  {
    articleNumber: 'E-750',
    retailerSlug: 'hagesenteret',
    productUrl: 'https://www.hagesenteret.example/produkt/hagetekstil-impregnering-500-ml-E-750',
  },
];
