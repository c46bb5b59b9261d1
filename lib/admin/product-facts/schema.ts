/**
 * The two vocabularies of the product facts as administrators edit them (docs/product.md: Admin
 * panel, Produktfakta): the uses ('Passer til', UseTerm) and the CLP statement catalogue (H, EUH and
 * P codes with their Norwegian wording, HazardPhrase). One schema per form, shared by the dialogs,
 * the server actions and the route handlers. Client-safe.
 */
import { z } from 'zod';
import { HAZARD_CODE, PRECAUTIONARY_CODE, TASKS, isPhraseCode, normalisePhraseCode, type Task } from '../../catalogue/facts';
import { singleLine } from '../../validation/text';

z.config({ jitless: true });

export const FACT_VOCABULARY_MESSAGES = {
  termLabel: 'Navnet må være 1–80 tegn',
  termNoLetters: 'Navnet må inneholde minst én bokstav eller ett tall',
  termDuplicate: 'Et ord med dette navnet finnes allerede i ordlisten',
  termInUse: (n: number) =>
    `Ordet brukes av ${n} ${n === 1 ? 'produkt' : 'produkter'} og kan ikke slettes. Fjern det fra ${n === 1 ? 'produktet' : 'produktene'} først.`,
  direction: 'Retning må være «up» eller «down»',
  taskOrder: `Rutinen er en liste med oppgavene ${TASKS.map((t) => t.value).join(', ')}, hver høyst én gang`,
  phraseCode: 'Koden må være en H-, EUH- eller P-kode (f.eks. H226, EUH066 eller P301+P310)',
  phraseText: 'Ordlyden må være 1–600 tegn',
  phraseDuplicate: 'Koden finnes allerede i katalogen',
  phraseInUse: (code: string, n: number) =>
    `${code} brukes av ${n} ${n === 1 ? 'produkt' : 'produkter'} og kan ikke slettes. Fjern koden fra ${n === 1 ? 'produktet' : 'produktene'} først.`,
} as const;
const M = FACT_VOCABULARY_MESSAGES;

/** A use term's key in addresses and actions: its slug ('teak-og-hardved-ute'), kept when the label changes. */
export const USE_TERM_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest slug (the column's width). */
export const USE_SLUG_MAX = 60;

/** A statement's key in addresses and actions: its code ('H226', 'EUH066', 'P301+P310'). */
export const PHRASE_KEY = new RegExp(`${HAZARD_CODE.source}|${PRECAUTIONARY_CODE.source}`);

/** Add a use term, or rename one (the slug is kept). */
export const useTermSchema = z.object({
  label: singleLine({ min: 1, max: 80, message: M.termLabel }).refine((v) => v === '' || /[\p{L}\p{N}]/u.test(v), M.termNoLetters),
});
export type UseTermData = z.output<typeof useTermSchema>;

/** Move a use term one place up or down in the list ('Passer til' shows them in this order). */
export const useTermMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: M.direction }) });
export type UseTermMove = z.output<typeof useTermMoveSchema>;

const TASK_VALUES = TASKS.map((t) => t.value) as [Task, ...Task[]];

/**
 * A use term's routine in the Produktveileder (UseTerm.taskOrder): its tasks in the order they are
 * done, each at most once; blank entries (an unused step of the form) are dropped. Empty: the guide
 * does not offer the term.
 */
export const useTermTasksSchema = z.object({
  taskOrder: z
    .array(z.string({ error: M.taskOrder }), { error: M.taskOrder })
    .max(TASKS.length * 2, M.taskOrder)
    .transform((list) => list.map((t) => t.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.enum(TASK_VALUES, { error: M.taskOrder }))
        .max(TASKS.length, M.taskOrder)
        .refine((list) => new Set(list).size === list.length, M.taskOrder),
    ),
});
export type UseTermTasks = z.output<typeof useTermTasksSchema>;

const phraseText = singleLine({ min: 1, max: 600, message: M.phraseText });

/** Add a statement: its code (as typed: 'p301 + p310' is read as 'P301+P310') and its Norwegian wording. */
export const hazardPhraseSchema = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? normalisePhraseCode(v) : v),
    z.string({ error: M.phraseCode }).max(40, M.phraseCode).refine(isPhraseCode, M.phraseCode),
  ),
  text: phraseText,
});
export type HazardPhraseData = z.output<typeof hazardPhraseSchema>;

/** Change a statement's wording (the code is its key: a new code is a new statement). */
export const hazardPhraseUpdateSchema = z.object({ text: phraseText });
export type HazardPhraseUpdate = z.output<typeof hazardPhraseUpdateSchema>;
