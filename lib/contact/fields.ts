/**
 * The contact and dealer-application forms' plain constants (docs/product.md §3 and 5): choices,
 * the anti-spam question, length caps, the honeypot field. No zod here: the forms import these
 * to render, and load the schemas (./schema.ts) only when they validate.
 */
export const INDUSTRIES = [
  'Møbelbutikk',
  'Interiørforretning',
  'Jernvarehandel',
  'Byggevareforretning',
  'Trelasthandel',
  'Fargehandel',
  'Nettbutikk',
  'Annet',
] as const;

export const PRODUCT_INTERESTS = [
  'Møbelpolish',
  'Trepleie',
  'Gulvbeskyttelse',
  'Lærpleie',
  'Reparasjonsprodukter',
  'Spesialprodukter',
  'EDEN Hageprodukter',
  'Alle produkter',
] as const;

/** The anti-spam question and its answer (docs/product.md §5). */
export const ANTI_SPAM_QUESTION = 'Hva er 2 + 2?';
export const ANTI_SPAM_ANSWER = '4';

export const LIMITS = {
  name: { min: 2, max: 100 },
  company: { min: 2, max: 200 },
  email: { max: 254 },
  phone: { min: 8, max: 40 },
  message: { min: 10, max: 5000 },
  antiSpamAnswer: { max: 20 },
} as const;

/**
 * The hidden honeypot field both forms carry. People never see or fill it; a value means a
 * bot filled every field it found, and the server refuses the submission.
 */
export const HONEYPOT_FIELD = 'website';

/** Far above the largest valid submission (5000-character message, every other field capped). */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024;
