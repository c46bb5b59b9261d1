/**
 * Shapes of the demo data under prisma/seed/data/. The seed (prisma/seed/index.ts) turns
 * these into database rows; tests read the same modules so demo and tests agree.
 */

export const PRODUCT_CATEGORIES = [
  'Diverse',
  'EDEN Hageprodukter',
  'Gulvbeskyttelse',
  'Lærpleie',
  'Møbelpolish',
  'Reparasjonsprodukter',
  'Spesialprodukter',
  'Tekstil',
  'Treolje',
  'Trepleie',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** One size of a demo product (docs/product.md: Sizes). */
export interface DemoSize {
  /** Unique across every product and size. */
  articleNumber: string;
  /** e.g. '500 ml'. */
  sizeLabel: string;
  /** The size's own packshot colour; without it the size shows the product's image. */
  colour?: string;
  packaging?: DemoProduct['packaging'];
  /** Its recommended price in NOK, where the sizes' prices must rise with the size. */
  priceNok?: number;
}

export interface DemoProduct {
  /** Unique; the digits drive sorting (e.g. '1010', '2240', 'E-710'). With sizes, one of theirs. */
  articleNumber: string;
  /** Norwegian product name, e.g. 'Møbelpolish Spray 400 ml' ('Teakolje Natur' when it has sizes). */
  name: string;
  /** The sizes in the picker's order, when the product is sold in more than one (no invented GTINs). */
  sizes?: DemoSize[];
  category: ProductCategory;
  /** HTML (p, strong, em, ul/ol/li, h3, a). */
  description: string;
  /** HTML usage instructions ('Bruksanvisning'). */
  instructions: string;
  /** Optional YouTube URL (watch, youtu.be, shorts, embed or v/ form). */
  youtubeUrl?: string;
  highlightText?: string;
  highlightDescription?: string;
  /** Colour of the generated packshot (CSS hex, e.g. '#8b5a2b'). */
  colour: string;
  /** Shape of the generated packshot. */
  packaging: 'bottle' | 'can' | 'tube' | 'spray' | 'jar' | 'kit';
}

export interface DemoRetailer {
  slug: string;
  name: string;
  websiteUrl: string;
}

export interface DemoRetailerLink {
  articleNumber: string;
  retailerSlug: string;
  productUrl: string;
}

export type DemoContent =
  | { contentType: 'text'; title: string; html: string }
  | { contentType: 'video'; title: string; url: string }
  /** Audio is generated at seed time as a short WAV (spoken content is described by `transcript`). */
  | { contentType: 'audio'; title: string; transcript: string }
  /** Image is generated at seed time with sharp from a caption and colour. */
  | { contentType: 'image'; title: string; caption: string; colour: string };

export type DemoQuestion =
  | {
      questionType: 'multiple_choice';
      questionText: string;
      /** Either plain strings or {id, text} objects. */
      options: string[] | { id: string; text: string }[];
      /** Values from options (the string, or the option id). Exactly one. */
      correctAnswers: string[];
      explanation?: string;
    }
  | {
      questionType: 'true_false';
      questionText: string;
      correctAnswers: ['true'] | ['false'];
      explanation?: string;
    };

export interface DemoModule {
  title: string;
  description: string;
  estimatedTimeMinutes?: number;
  contents: DemoContent[];
  questions: DemoQuestion[];
}

export interface DemoCourse {
  title: string;
  description: string;
  category: string;
  /** Colour of the generated course image. */
  colour: string;
  modules: DemoModule[];
}

/** A demo product's sizes: its own `sizes`, or one size with its article number and no label. */
export function demoSizes(product: Pick<DemoProduct, 'articleNumber' | 'sizes'>): DemoSize[] {
  return product.sizes ?? [{ articleNumber: product.articleNumber, sizeLabel: '' }];
}

/** A demo product's facts (lib/catalogue/fields.ts), as prisma/seed/data/product-facts.ts gives them. */
export interface DemoFacts {
  uses: string[];
  setting?: 'inne' | 'ute' | 'inne-og-ute';
  tasks: string[];
  coverageMinM2PerL?: number;
  coverageMaxM2PerL?: number;
  recommendedCoats?: number;
  touchDryHours?: number;
  recoatHours?: number;
  fullCureDays?: number;
  applicationMinC?: number;
  applicationMaxC?: number;
  shelfLifeMonths?: number;
  pictograms?: string[];
  signalWord?: 'Fare' | 'Advarsel';
  hazardStatements?: string[];
  precautionaryStatements?: string[];
  ufi?: string;
  supplementalWarnings?: string;
}
