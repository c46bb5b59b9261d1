/**
 * Course authoring (docs/product.md: Course authoring): one zod schema per entity — course,
 * module, content item (by type) and quiz question (by type) — used by the admin forms
 * (zodResolver), the server actions and the course API alike; the edit schemas take any subset of
 * the fields (the service merges them with the stored item and checks the result with the full
 * schema). Client-safe.
 */
import { z } from 'zod';
import { youtubeVideoId } from '../../catalogue/video';
import { multiLine, singleLine } from '../../validation/text';
import { isMediaUrl } from '../../media-key';

z.config({ jitless: true });

export const COURSE_ADMIN_MESSAGES = {
  title: 'Tittel må være 1–200 tegn',
  description: 'Beskrivelse må være 1–5000 tegn',
  moduleDescription: 'Beskrivelsen kan være maks 5000 tegn',
  category: 'Kategori må være 1–80 tegn',
  imageUrl: 'Bildet må være lastet opp (/media/...) eller en https-adresse',
  mediaUrl: 'Last opp filen først',
  minutes: 'Beregnet tid må være et helt tall fra 1 til 600 minutter',
  sortOrder: 'Plassering må være et helt tall fra 0 til 1 000 000',
  html: 'Teksten må fylles ut (maks 100 000 tegn)',
  alt: 'Alternativ tekst må være 1–300 tegn',
  transcript: 'Transkripsjonen må være 1–20 000 tegn',
  videoTranscript: 'Transkripsjonen kan være maks 20 000 tegn',
  videoUrl: 'Lim inn en YouTube-adresse (youtube.com/watch?v=… eller youtu.be/…)',
  contentType: 'Velg tekst, bilde, lyd eller video',
  contentTypeLocked: 'Innholdstypen kan ikke endres: slett innholdet og legg til et nytt',
  questionText: 'Spørsmålet må være 1–1000 tegn',
  questionType: 'Velg flervalg eller sant/usant',
  questionTypeLocked: 'Denne spørsmålstypen kan ikke redigeres her',
  options: 'Et flervalgsspørsmål har 2–8 svaralternativer',
  optionText: 'Hvert svaralternativ må være 1–300 tegn',
  optionDuplicate: 'To svaralternativer kan ikke være like',
  noCorrect: 'Merk minst ett riktig svar',
  trueFalse: 'Velg om påstanden er sann eller usann',
  explanation: 'Forklaringen kan være maks 2000 tegn',
  points: 'Poeng må være et helt tall fra 1 til 100',
  order: 'Rekkefølgen må nevne hvert element nøyaktig én gang',
  direction: 'Flytt opp eller ned',
  courseNotFound: 'Kurset finnes ikke',
  moduleNotFound: 'Modulen finnes ikke',
  contentNotFound: 'Innholdet finnes ikke',
  questionNotFound: 'Spørsmålet finnes ikke',
  /** 409 of a delete without confirmation (DELETE …?confirm=true, or the action's `confirm`). */
  courseHasProgress: (n: number) =>
    `${n} ${n === 1 ? 'forhandler har' : 'forhandlere har'} fremgang i kurset. Bekreft for å arkivere det: resultatene blir tatt vare på.`,
  moduleHasProgress: (n: number) =>
    `${n} ${n === 1 ? 'forhandler har' : 'forhandlere har'} fremgang i modulen. Bekreft for å arkivere den: resultatene blir tatt vare på.`,
} as const;

const M = COURSE_ADMIN_MESSAGES;
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const title = singleLine({ min: 1, max: 200, message: M.title });
const sortOrder = z.number({ error: M.sortOrder }).int(M.sortOrder).min(0, M.sortOrder).max(1_000_000, M.sortOrder);
const isActive = z.boolean({ error: 'Velg aktiv eller ikke' });

/**
 * An uploaded file of this site (/media/<key>; the upload actions and the multipart API answer
 * one): the one key rule of lib/media-key.ts, no `.`/`..` segments, no percent-escapes.
 */
const mediaUrl = singleLine({ min: 1, max: 500, message: M.mediaUrl }).refine(isMediaUrl, M.mediaUrl);
/** A course or question image: uploaded (/media/…) or an https address; blank means none. */
const imageUrl = z.preprocess(
  blankToNull,
  singleLine({ max: 500, message: M.imageUrl })
    .refine((v) => /^https:\/\/[^\s]+$/i.test(v) || isMediaUrl(v), M.imageUrl)
    .nullable(),
);

// ── Course ──────────────────────────────────────────────────────────────────────────────────────

export const courseSchema = z.object({
  title,
  description: multiLine({ min: 1, max: 5000, message: M.description }),
  category: singleLine({ min: 1, max: 80, message: M.category }),
  imageUrl: imageUrl.optional(),
  /** New courses start inactive (a draft, 'utkast') unless this is sent. */
  isActive: isActive.optional(),
  /** Position among the courses; a new course goes last when absent. */
  sortOrder: sortOrder.optional(),
});

export const courseUpdateSchema = courseSchema.partial();

export type CourseData = z.output<typeof courseSchema>;
export type CourseUpdate = z.output<typeof courseUpdateSchema>;

// ── Module ──────────────────────────────────────────────────────────────────────────────────────

export const moduleSchema = z.object({
  title,
  description: z.preprocess(blankToNull, multiLine({ max: 5000, message: M.moduleDescription }).nullable()).optional(),
  estimatedTimeMinutes: z.number({ error: M.minutes }).int(M.minutes).min(1, M.minutes).max(600, M.minutes).optional(),
  /** Modules start active (the course itself is the draft). */
  isActive: isActive.optional(),
  sortOrder: sortOrder.optional(),
});

export const moduleUpdateSchema = moduleSchema.partial();

export type ModuleData = z.output<typeof moduleSchema>;
export type ModuleUpdate = z.output<typeof moduleUpdateSchema>;

// ── Content item, by type ───────────────────────────────────────────────────────────────────────

const html = multiLine({ min: 1, max: 100_000, message: M.html, keepSpaces: true });
const alt = singleLine({ min: 1, max: 300, message: M.alt });
const transcript = multiLine({ min: 1, max: 20_000, message: M.transcript });
const videoUrl = singleLine({ min: 1, max: 500, message: M.videoUrl }).refine((v) => youtubeVideoId(v) !== null, M.videoUrl);
const videoTranscript = z.preprocess(blankToNull, multiLine({ max: 20_000, message: M.videoTranscript }).nullable());

export const CONTENT_TYPES = ['text', 'image', 'audio', 'video'] as const;
export type AuthoredContentType = (typeof CONTENT_TYPES)[number];

export const contentSchema = z.discriminatedUnion(
  'contentType',
  [
    /** Rich text from the editor; sanitised like product descriptions on the server. */
    z.object({ contentType: z.literal('text'), title, html, sortOrder: sortOrder.optional() }),
    /** An uploaded image with its alternative text. */
    z.object({ contentType: z.literal('image'), title, url: mediaUrl, alt, sortOrder: sortOrder.optional() }),
    /** An uploaded audio file (MP3, M4A, OGG, WAV) with its transcript. */
    z.object({ contentType: z.literal('audio'), title, url: mediaUrl, transcript, sortOrder: sortOrder.optional() }),
    /** A YouTube video (the id is read as on product pages) with an optional transcript. */
    z.object({ contentType: z.literal('video'), title, url: videoUrl, transcript: videoTranscript.optional(), sortOrder: sortOrder.optional() }),
  ],
  { error: M.contentType },
);

/** Edit: any of the fields; the type cannot change (400). */
export const contentUpdateSchema = z.object({
  contentType: z.enum(CONTENT_TYPES, { error: M.contentType }).optional(),
  title: title.optional(),
  html: html.optional(),
  url: singleLine({ min: 1, max: 500, message: M.mediaUrl }).optional(),
  alt: alt.optional(),
  transcript: z.preprocess(blankToNull, multiLine({ max: 20_000, message: M.transcript }).nullable()).optional(),
  sortOrder: sortOrder.optional(),
});

export type ContentData = z.output<typeof contentSchema>;
export type ContentUpdate = z.output<typeof contentUpdateSchema>;

// ── Quiz question, by type ──────────────────────────────────────────────────────────────────────

const questionText = multiLine({ min: 1, max: 1000, message: M.questionText });
const explanation = z.preprocess(blankToNull, multiLine({ max: 2000, message: M.explanation }).nullable()).optional();
const points = z.number({ error: M.points }).int(M.points).min(1, M.points).max(100, M.points);

/** One answer option of a multiple-choice question and whether it is right. */
export const optionSchema = z.object({
  text: singleLine({ min: 1, max: 300, message: M.optionText }),
  correct: z.boolean({ error: M.noCorrect }),
});

const options = z
  .array(optionSchema, { error: M.options })
  .min(2, M.options)
  .max(8, M.options)
  .refine((list) => new Set(list.map((o) => o.text.toLowerCase())).size === list.length, M.optionDuplicate)
  .refine((list) => list.some((o) => o.correct), M.noCorrect);

export const QUESTION_TYPES = ['multiple_choice', 'true_false'] as const;

const questionFields = { questionText, explanation, imageUrl: imageUrl.optional(), points: points.optional(), sortOrder: sortOrder.optional() };

export const questionSchema = z.discriminatedUnion(
  'questionType',
  [
    /** 2–8 options, one or more of them right (every right one must be chosen to score). */
    z.object({ questionType: z.literal('multiple_choice'), options, ...questionFields }),
    /** A statement that is true (`correct: true`) or false. */
    z.object({ questionType: z.literal('true_false'), correct: z.boolean({ error: M.trueFalse }), ...questionFields }),
  ],
  { error: M.questionType },
);

/** Edit: any of the fields (the type may change between multiple choice and true/false). */
export const questionUpdateSchema = z.object({
  questionType: z.enum(QUESTION_TYPES, { error: M.questionType }).optional(),
  questionText: questionText.optional(),
  options: options.optional(),
  correct: z.boolean({ error: M.trueFalse }).optional(),
  explanation,
  imageUrl: imageUrl.optional(),
  points: points.optional(),
  sortOrder: sortOrder.optional(),
});

export type QuestionData = z.output<typeof questionSchema>;
export type QuestionUpdate = z.output<typeof questionUpdateSchema>;

// ── Order, deletion, reports ────────────────────────────────────────────────────────────────────

const id = z.number({ error: M.order }).int(M.order).positive(M.order).max(2_147_483_647, M.order);

/** A full new order of the siblings (every id once, first to last). */
export const orderSchema = z.array(id, { error: M.order }).min(1, M.order).max(1000, M.order);
/** One step up (earlier) or down (later). */
export const moveSchema = z.enum(['up', 'down'], { error: M.direction });
export type MoveDirection = z.output<typeof moveSchema>;

/** `?format=` of the report routes: JSON by default, or CSV. */
export const reportFormatSchema = z.enum(['json', 'csv']).default('json');
