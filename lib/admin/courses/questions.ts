/**
 * A module's quiz questions as administrators author them (docs/product.md: Course authoring):
 * create, edit, reorder, delete. Every quiz result keeps the question as asked, so no change
 * regrades a past attempt. Server-only.
 */
import 'server-only';
import { optionValues, TRUE_FALSE_VALUES } from '../../courses/grade';
import { byPosition } from '../../courses/service';
import { HttpError } from '../../http/errors';
import { fieldErrors } from '../../http/field-errors';
import type { Storage } from '../../storage';
import { ADMIN_MESSAGES } from '../shared/messages';
import { removeUnusedMedia } from './media';
import { editableModule } from './modules';
import { COURSE_ADMIN_MESSAGES as M, questionSchema, type MoveDirection, type QuestionData, type QuestionUpdate } from './schema';
import { applyOrder, moved, nextPosition, notFound, type Db, type Tx } from './shared';

/** A quiz question as the editor shows it, with its right answers. */
export type AdminQuestion = {
  id: number;
  moduleId: number;
  sortOrder: number;
  questionText: string;
  explanation: string | null;
  imageUrl: string | null;
  points: number;
} & (
  | { questionType: 'multiple_choice'; options: { text: string; correct: boolean }[] }
  | { questionType: 'true_false'; correct: boolean }
  /** Stored by older data, never asked by the course pages: shown, deletable, not editable. */
  | { questionType: 'matching' }
);

type QuestionRow = {
  id: number;
  moduleId: number;
  sortOrder: number;
  questionText: string;
  questionType: string;
  options: unknown;
  correctAnswers: unknown;
  explanation: string | null;
  imageUrl: string | null;
  points: number;
};

const lowerList = (value: unknown) =>
  new Set((Array.isArray(value) ? value : []).filter((v) => typeof v === 'string' || typeof v === 'number').map((v) => String(v).trim().toLowerCase()));

export function toAdminQuestion(r: QuestionRow): AdminQuestion {
  const base = {
    id: r.id,
    moduleId: r.moduleId,
    sortOrder: r.sortOrder,
    questionText: r.questionText,
    explanation: r.explanation,
    imageUrl: r.imageUrl,
    points: r.points,
  };
  const correct = lowerList(r.correctAnswers);
  if (r.questionType === 'true_false') return { ...base, questionType: 'true_false', correct: correct.has('true') };
  if (r.questionType !== 'multiple_choice') return { ...base, questionType: 'matching' };
  // Options are strings, or { id, text } objects (seeded data) whose right answers may name the id.
  const values = optionValues(r.options);
  const list = Array.isArray(r.options) ? r.options : [];
  return {
    ...base,
    questionType: 'multiple_choice',
    options: list.map((o, i) => {
      const text = typeof o === 'string' ? o : String((o as { text?: unknown })?.text ?? values[i] ?? '');
      return { text, correct: correct.has(text.trim().toLowerCase()) || correct.has((values[i] ?? '').trim().toLowerCase()) };
    }),
  };
}

export const QUESTION_SELECT = {
  id: true,
  moduleId: true,
  sortOrder: true,
  questionText: true,
  questionType: true,
  options: true,
  correctAnswers: true,
  explanation: true,
  imageUrl: true,
  points: true,
} as const;

/** Stored columns: options as their texts (a true/false question's ['true','false'], as seeded), correct answers as the right options' texts (or 'true'/'false'). */
function questionColumns(data: QuestionData) {
  const common = {
    questionText: data.questionText,
    questionType: data.questionType,
    explanation: data.explanation ?? null,
    imageUrl: data.imageUrl ?? null,
    points: data.points ?? 1,
  };
  if (data.questionType === 'true_false') return { ...common, options: [...TRUE_FALSE_VALUES], correctAnswers: [String(data.correct)] };
  return { ...common, options: data.options.map((o) => o.text), correctAnswers: data.options.filter((o) => o.correct).map((o) => o.text) };
}

async function editableQuestion(prisma: Db | Tx, id: number) {
  const row = await prisma.quizQuestion.findFirst({
    where: { id, module: { archivedAt: null, course: { archivedAt: null } } },
    select: QUESTION_SELECT,
  });
  if (!row) throw notFound(M.questionNotFound);
  return row;
}

export async function createQuestion(prisma: Db, moduleId: number, data: QuestionData): Promise<AdminQuestion> {
  await editableModule(prisma, moduleId);
  const last = await prisma.quizQuestion.aggregate({ where: { moduleId }, _max: { sortOrder: true } });
  const row = await prisma.quizQuestion.create({
    data: { moduleId, ...questionColumns(data), sortOrder: data.sortOrder ?? nextPosition(last._max.sortOrder) },
    select: QUESTION_SELECT,
  });
  return toAdminQuestion(row);
}

function mergedQuestion(before: AdminQuestion, changes: QuestionUpdate): QuestionData {
  if (before.questionType === 'matching') throw new HttpError(400, M.questionTypeLocked, { questionType: [M.questionTypeLocked] });
  const { id: _id, moduleId: _moduleId, ...stored } = before;
  void _id;
  void _moduleId;
  const parsed = questionSchema.safeParse({ ...stored, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) });
  if (!parsed.success) throw new HttpError(400, ADMIN_MESSAGES.invalid, fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * Edit any fields of a question. Past attempts keep the question as it was asked (their
 * snapshot) and their grade; only later attempts see the change.
 */
export async function updateQuestion(prisma: Db, storage: Storage, id: number, changes: QuestionUpdate): Promise<AdminQuestion> {
  const before = await editableQuestion(prisma, id);
  const data = mergedQuestion(toAdminQuestion(before), changes);
  const row = await prisma.quizQuestion.update({
    where: { id },
    data: { ...questionColumns(data), sortOrder: data.sortOrder },
    select: QUESTION_SELECT,
  });
  if (row.imageUrl !== before.imageUrl) await removeUnusedMedia(prisma, storage, [before.imageUrl]);
  return toAdminQuestion(row);
}

async function questionOrder(prisma: Db | Tx, moduleId: number) {
  return (await prisma.quizQuestion.findMany({ where: { moduleId }, orderBy: byPosition, select: { id: true } })).map((q) => q.id);
}

export async function reorderQuestions(prisma: Db, moduleId: number, ids: number[]) {
  await editableModule(prisma, moduleId);
  return prisma.$transaction(async (tx) =>
    applyOrder(await questionOrder(tx, moduleId), ids, (id, sortOrder) => tx.quizQuestion.update({ where: { id }, data: { sortOrder } })),
  );
}

export async function moveQuestion(prisma: Db, id: number, direction: MoveDirection) {
  const question = await editableQuestion(prisma, id);
  return prisma.$transaction(async (tx) => {
    const current = await questionOrder(tx, question.moduleId);
    return applyOrder(current, moved(current, id, direction), (qid, sortOrder) => tx.quizQuestion.update({ where: { id: qid }, data: { sortOrder } }));
  });
}

/**
 * Deletes a question. Past attempts stay (their questionId becomes null; the snapshot keeps what
 * was asked) and are not regraded; a module whose quiz loses its last question can be completed
 * by opening it, as any module without a quiz.
 */
export async function deleteQuestion(prisma: Db, storage: Storage, id: number): Promise<{ id: number }> {
  const question = await editableQuestion(prisma, id);
  await prisma.quizQuestion.delete({ where: { id } });
  await removeUnusedMedia(prisma, storage, [question.imageUrl]);
  return { id };
}
