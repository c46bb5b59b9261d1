/**
 * The product facts' vocabularies' operations, each declared once (lib/admin/shared/operation.ts):
 * the server actions (actions.ts) and the admin API's handlers (app/api/use-terms/**,
 * app/api/hazard-phrases/**) are made from these. A use term's key is its slug, a statement's its
 * code ('P301+P310'). Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { searchParam } from '../../http/route';
import { defineOperation, query, READ_ONLY } from '../shared/operation';
import { hazardPhraseSchema, hazardPhraseUpdateSchema, PHRASE_KEY, USE_TERM_KEY, useTermMoveSchema, useTermSchema, useTermTasksSchema } from './schema';
import {
  createHazardPhrase,
  createUseTerm,
  deleteHazardPhrase,
  deleteUseTerm,
  getHazardPhrase,
  getUseTerm,
  listHazardPhrases,
  listUseTerms,
  moveUseTerm,
  renameUseTerm,
  setUseTermTasks,
  updateHazardPhrase,
} from './service';

// ─── Uses ('Passer til') ───────────────────────────────────────────────────────────────────────

/** GET /api/use-terms: every term in list order with its product count. */
export const listUseTermsOperation = defineOperation({
  who: 'admin',
  run: async () => ({ items: await listUseTerms(prisma) }),
  audit: READ_ONLY,
});

/** A new term at the end: `label`; 409 same label (or the same slug). */
export const createUseTermOperation = defineOperation({
  who: 'admin',
  input: useTermSchema,
  run: ({ input }) => createUseTerm(prisma, input),
  audit: {
    entity: 'use_term',
    action: 'create',
    entityId: ({ result }) => result.slug,
    summary: ({ result }) => changeSummary({ slug: result.slug, label: result.label }),
  },
});

/** A new `label`; the slug is kept. */
export const renameUseTermOperation = defineOperation({
  who: 'admin',
  id: USE_TERM_KEY,
  input: useTermSchema,
  before: ({ id }) => getUseTerm(prisma, id),
  run: ({ id, input }) => renameUseTerm(prisma, id, input),
  audit: { entity: 'use_term', action: 'update', entityId: ({ id }) => id, summary: ({ input, before }) => changeSummary(input, { before }) },
});

/** `direction`: 'up' or 'down', one place. */
export const moveUseTermOperation = defineOperation({
  who: 'admin',
  id: USE_TERM_KEY,
  input: useTermMoveSchema,
  run: ({ id, input }) => moveUseTerm(prisma, id, input),
  audit: { entity: 'use_term', action: 'update', entityId: ({ id }) => id, summary: ({ input }) => changeSummary({ move: input.direction }) },
});

/** `taskOrder`: the term's routine in the Produktveileder, its tasks in order (blank entries dropped). */
export const setUseTermTasksOperation = defineOperation({
  who: 'admin',
  id: USE_TERM_KEY,
  input: useTermTasksSchema,
  before: ({ id }) => getUseTerm(prisma, id),
  run: ({ id, input }) => setUseTermTasks(prisma, id, input),
  audit: {
    entity: 'use_term',
    action: 'update',
    entityId: ({ id }) => id,
    summary: ({ input, before }) => changeSummary({ taskOrder: input.taskOrder.join(', ') }, { before: { taskOrder: before.taskOrder.join(', ') } }),
  },
});

/** 409 naming how many products use it; else `{ slug, label }`. */
export const deleteUseTermOperation = defineOperation({
  who: 'admin',
  id: USE_TERM_KEY,
  run: ({ id }) => deleteUseTerm(prisma, id),
  audit: { entity: 'use_term', action: 'delete', entityId: ({ id }) => id, summary: ({ result }) => changeSummary({ label: result.label }) },
});

// ─── The statement catalogue ──────────────────────────────────────────────────────────────────

/** GET /api/hazard-phrases?q=: the statements (H, EUH, P), filtered by code or wording. */
export const listHazardPhrasesOperation = defineOperation({
  who: 'admin',
  input: query((params) => ({ q: searchParam(params, 'q', 100) })),
  run: async ({ input }) => ({ items: await listHazardPhrases(prisma, input.q) }),
  audit: READ_ONLY,
});

/** A new statement: `code` (normalised), `text`; 409 when the code is there. */
export const createHazardPhraseOperation = defineOperation({
  who: 'admin',
  input: hazardPhraseSchema,
  run: ({ input }) => createHazardPhrase(prisma, input),
  audit: { entity: 'hazard_phrase', action: 'create', entityId: ({ result }) => result.code, summary: ({ input }) => changeSummary(input) },
});

/** A new wording: `text`. */
export const updateHazardPhraseOperation = defineOperation({
  who: 'admin',
  id: PHRASE_KEY,
  input: hazardPhraseUpdateSchema,
  before: ({ id }) => getHazardPhrase(prisma, id),
  run: ({ id, input }) => updateHazardPhrase(prisma, id, input),
  audit: { entity: 'hazard_phrase', action: 'update', entityId: ({ id }) => id, summary: ({ input, before }) => changeSummary(input, { before }) },
});

/** 409 naming how many products carry the code; else `{ code, text }`. */
export const deleteHazardPhraseOperation = defineOperation({
  who: 'admin',
  id: PHRASE_KEY,
  run: ({ id }) => deleteHazardPhrase(prisma, id),
  audit: { entity: 'hazard_phrase', action: 'delete', entityId: ({ id }) => id, summary: ({ result }) => changeSummary({ text: result.text }) },
});
