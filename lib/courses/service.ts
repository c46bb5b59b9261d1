/**
 * The course platform on the server (docs/product.md §3, 4, 7 and 9): what a dealer may read
 * (active, unarchived courses and modules only — in every read below; docs/product.md: Course
 * authoring), the quiz questions without anything that gives the answers away, and every write
 * of progress — always for the signed-in user, computed here from stored results, never from
 * what the browser claims.
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { Prisma } from '../generated/prisma/client';
import { sanitizeProductHtml } from '../catalogue/sanitize';
import { youtubeVideoId } from '../catalogue/video';
import type { Learner } from './dealers';
import { answerFits, gradeAnswer, questionOptions } from './grade';
import { CourseError, COURSE_MESSAGES } from './errors';
import { courseProgressPercent, passed } from './progress';

type Db = PrismaClient;

/** Identical answers to a module's quiz within this time are refused as a replay. */
export const REPLAY_WINDOW_MS = 10_000;
type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

export interface CourseSummary {
  id: number;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  /** Always true for dealers; administrators also get inactive courses (false). */
  isActive: boolean;
  moduleCount: number;
}

/** A course a dealer may see: active and not archived (an archived course keeps only its results). */
export const VISIBLE_COURSE = { isActive: true, archivedAt: null };
/** A module a dealer may see (in a visible course): active and not archived. */
export const VISIBLE_MODULE = { isActive: true, archivedAt: null };

/** Whose view: a dealer's (visible courses only), or an administrator's (inactive ones too, never archived). */
export interface CourseView {
  includeInactive?: boolean;
}
const courseWhere = (view: CourseView = {}) => (view.includeInactive ? { archivedAt: null } : VISIBLE_COURSE);

/** Modules, contents and questions are shown by their position, then their id. */
export const byPosition = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];
const activeModules = { where: VISIBLE_MODULE, orderBy: byPosition };
/** The question types a quiz asks (others are stored but never shown or graded). */
const quizQuestions = { questionType: { in: ['multiple_choice' as const, 'true_false' as const] } };
const contentSelect = { id: true, contentType: true, title: true, content: true, caption: true } as const;

const summarySelect = {
  id: true,
  title: true,
  description: true,
  category: true,
  imageUrl: true,
  isActive: true,
  _count: { select: { modules: { where: VISIBLE_MODULE } } },
} as const;

/** The courses in order: a dealer's view by default, an administrator's with `includeInactive`. */
export async function listCourses(prisma: Db, view: CourseView = {}): Promise<CourseSummary[]> {
  const rows = await prisma.course.findMany({ where: courseWhere(view), orderBy: byPosition, select: summarySelect });
  return rows.map(({ _count, ...c }) => ({ ...c, moduleCount: _count.modules }));
}

/** One course of the view, else 404 'Kurset ble ikke funnet'. */
export async function getCourse(prisma: Db, courseId: number, view: CourseView = {}): Promise<CourseSummary> {
  const row = await prisma.course.findFirst({ where: { id: courseId, ...courseWhere(view) }, select: summarySelect });
  if (!row) throw new CourseError(404, COURSE_MESSAGES.courseNotFound);
  const { _count, ...course } = row;
  return { ...course, moduleCount: _count.modules };
}

export async function listModules(prisma: Db, courseId: number) {
  await getCourse(prisma, courseId);
  return prisma.courseModule.findMany({
    where: { courseId, ...VISIBLE_MODULE },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    select: { id: true, courseId: true, title: true, description: true, sortOrder: true, estimatedTimeMinutes: true },
  });
}

/** A visible module of a visible course, else 404. */
async function activeModule(prisma: Db | Tx, moduleId: number) {
  const mod = await prisma.courseModule.findFirst({
    where: { id: moduleId, ...VISIBLE_MODULE, course: VISIBLE_COURSE },
    select: { id: true, courseId: true },
  });
  if (!mod) throw new CourseError(404, COURSE_MESSAGES.moduleNotFound);
  return mod;
}

export type PublicContent =
  | { id: number; contentType: 'text'; title: string; html: string }
  | { id: number; contentType: 'video'; title: string; youtubeId: string | null; url: string; caption: string | null }
  | { id: number; contentType: 'audio' | 'image'; title: string; url: string; caption: string | null }
  | { id: number; contentType: string; title: string };

/** A stored content item as the browser gets it: text as sanitised HTML, media as its address. */
function publicContent(r: { id: number; contentType: string; title: string; content: string; caption: string | null }): PublicContent {
  switch (r.contentType) {
    case 'text':
      return { id: r.id, contentType: 'text', title: r.title, html: sanitizeProductHtml(r.content) };
    case 'video':
      return { id: r.id, contentType: 'video', title: r.title, youtubeId: youtubeVideoId(r.content), url: r.content, caption: r.caption };
    case 'audio':
    case 'image':
      return { id: r.id, contentType: r.contentType, title: r.title, url: r.content, caption: r.caption };
    default:
      return { id: r.id, contentType: r.contentType, title: r.title };
  }
}

export async function listContents(prisma: Db, moduleId: number): Promise<PublicContent[]> {
  await activeModule(prisma, moduleId);
  const rows = await prisma.moduleContent.findMany({ where: { moduleId }, orderBy: byPosition, select: contentSelect });
  return rows.map(publicContent);
}

/**
 * The questions of a module as the browser gets them: no correct answers and no explanations
 * (an explanation usually states the answer; it comes with the result of a submission).
 */
export async function listQuestions(prisma: Db, moduleId: number) {
  await activeModule(prisma, moduleId);
  const rows = await prisma.quizQuestion.findMany({
    where: { moduleId, ...quizQuestions },
    orderBy: byPosition,
    select: { id: true, moduleId: true, questionText: true, questionType: true, options: true, imageUrl: true, points: true, correctAnswers: true },
  });
  return rows.map(withoutAnswers);
}

/**
 * A question without its correct answers: only whether it has several (the page then offers
 * checkboxes, 'Velg alle riktige svar', instead of one radio group).
 */
function withoutAnswers<Q extends { questionType: string; options: unknown; correctAnswers: unknown }>({ correctAnswers, ...question }: Q) {
  const several = question.questionType === 'multiple_choice' && Array.isArray(correctAnswers) && correctAnswers.length > 1;
  return { ...question, options: questionOptions(question.questionType, question.options), multipleAnswers: several };
}

/** A quiz question as the course page gets it: nothing that gives the answer away. */
export interface PublicQuestion {
  id: number;
  questionText: string;
  questionType: string;
  options: unknown;
  imageUrl: string | null;
  /** A multiple-choice question with more than one correct option (answered with a list). */
  multipleAnswers: boolean;
}

export interface PublicModule {
  id: number;
  title: string;
  description: string | null;
  estimatedTimeMinutes: number;
  contents: PublicContent[];
  questions: PublicQuestion[];
}

export interface CourseDetail {
  course: CourseSummary;
  /** The active modules in order, each with its contents and quiz questions. */
  modules: PublicModule[];
  /** The user's own progress, as courseProgress() gives it. */
  progress: { progress: number; completedAt: Date | null; moduleProgress: { moduleId: number; completed: boolean }[] };
}

/**
 * Everything the course page shows (docs/product.md: Course detail) for one user: a visible
 * course with its visible modules, their contents and questions (without answers or
 * explanations) and the user's progress — null for an unknown, inactive or archived course. One
 * Prisma query whose relations are read level by level, so the number of SQL statements does not
 * grow with the number of modules. `dealerId` null (an administrator's preview,
 * lib/admin/courses/service.ts previewCourse, with `includeInactive`) reads no one's progress.
 */
export async function getCourseDetail(prisma: Db, dealerId: number | null, courseId: number, view: CourseView = {}): Promise<CourseDetail | null> {
  // No user: a condition no row meets (ids are positive), so the progress lists come back empty.
  const mine = { dealerId: dealerId ?? -1 };
  const row = await prisma.course.findFirst({
    where: { id: courseId, ...courseWhere(view) },
    select: {
      id: true,
      title: true,
      description: true,
      category: true,
      imageUrl: true,
      isActive: true,
      progress: { where: mine, select: { progress: true, completedAt: true } },
      modules: {
        ...activeModules,
        select: {
          id: true,
          title: true,
          description: true,
          estimatedTimeMinutes: true,
          contents: { orderBy: byPosition, select: contentSelect },
          questions: {
            where: quizQuestions,
            orderBy: byPosition,
            select: { id: true, questionText: true, questionType: true, options: true, imageUrl: true, correctAnswers: true },
          },
          progress: { where: mine, select: { completed: true } },
        },
      },
    },
  });
  if (!row) return null;
  const {
    progress: [record],
    modules,
    ...course
  } = row;
  return {
    course: { ...course, moduleCount: modules.length },
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      estimatedTimeMinutes: m.estimatedTimeMinutes,
      contents: m.contents.map(publicContent),
      questions: m.questions.map(withoutAnswers),
    })),
    progress: {
      progress: record?.progress ?? 0,
      completedAt: record?.completedAt ?? null,
      moduleProgress: modules.map((m) => ({ moduleId: m.id, completed: m.progress[0]?.completed ?? false })),
    },
  };
}

export async function listProgress(prisma: Db, dealerId: number) {
  return prisma.courseProgress.findMany({
    where: { dealerId, course: VISIBLE_COURSE },
    orderBy: { courseId: 'asc' },
    select: { courseId: true, progress: true, startedAt: true, completedAt: true, lastAccessedAt: true },
  });
}

export async function courseProgress(prisma: Db | Tx, dealerId: number, courseId: number) {
  const [record, modules] = await Promise.all([
    prisma.courseProgress.findUnique({ where: { dealerId_courseId: { dealerId, courseId } } }),
    prisma.courseModule.findMany({
      where: { courseId, ...VISIBLE_MODULE },
      select: { id: true, progress: { where: { dealerId }, select: { completed: true } } },
      orderBy: activeModules.orderBy,
    }),
  ]);
  return {
    courseId,
    progress: record?.progress ?? 0,
    startedAt: record?.startedAt ?? null,
    completedAt: record?.completedAt ?? null,
    moduleProgress: modules.map((m) => ({ moduleId: m.id, completed: m.progress[0]?.completed ?? false })),
  };
}

/**
 * Recomputes and stores a dealer's progress in a course from their completed modules. Completion
 * is sticky (docs/product.md: Course authoring): a completedAt once set is never cleared, even
 * when a module added later lowers the percent.
 */
async function recompute(tx: Tx, dealerId: number, courseId: number, now: Date) {
  const modules = await tx.courseModule.findMany({ where: { courseId, ...VISIBLE_MODULE }, select: { id: true } });
  const completed = await tx.moduleProgress.count({
    where: { dealerId, completed: true, moduleId: { in: modules.map((m) => m.id) } },
  });
  const percent = courseProgressPercent(completed, modules.length);
  const existing = await tx.courseProgress.findUnique({ where: { dealerId_courseId: { dealerId, courseId } } });
  const completedAt = percent >= 100 ? (existing?.completedAt ?? now) : (existing?.completedAt ?? null);
  await tx.courseProgress.upsert({
    where: { dealerId_courseId: { dealerId, courseId } },
    create: { dealerId, courseId, progress: percent, startedAt: now, lastAccessedAt: now, completedAt },
    update: { progress: percent, lastAccessedAt: now, completedAt },
  });
}

/**
 * Recomputes the stored progress of every dealer with progress in a course, after an
 * administrator added, activated, deactivated, archived or deleted one of its modules: the
 * percent follows the visible modules; completedAt stays once set (sticky), and is set now for
 * a dealer whom the change brings to 100 %.
 */
export async function recomputeCourseProgress(tx: Tx, courseId: number, now = new Date()): Promise<void> {
  const records = await tx.courseProgress.findMany({ where: { courseId }, select: { id: true, dealerId: true, progress: true, completedAt: true } });
  if (records.length === 0) return;
  const modules = await tx.courseModule.findMany({ where: { courseId, ...VISIBLE_MODULE }, select: { id: true } });
  const done = await tx.moduleProgress.groupBy({
    by: ['dealerId'],
    where: { completed: true, moduleId: { in: modules.map((m) => m.id) }, dealerId: { in: records.map((r) => r.dealerId) } },
    _count: { _all: true },
  });
  const completedBy = new Map(done.map((d) => [d.dealerId, d._count._all]));
  for (const record of records) {
    const percent = courseProgressPercent(completedBy.get(record.dealerId) ?? 0, modules.length);
    const completedAt = record.completedAt ?? (percent >= 100 ? now : null);
    if (percent === record.progress && completedAt === record.completedAt) continue;
    await tx.courseProgress.update({ where: { id: record.id }, data: { progress: percent, completedAt } });
  }
}

/**
 * A dealer opened a module (POST /api/courses/progress/update): an incomplete progress record
 * with lastAccessedAt, and the course progress recomputed. What the browser says about
 * `completed` or the percentage is ignored. A module without a quiz has nothing to pass, so
 * opening it completes it (otherwise no course with such a module could ever reach 100 %).
 * For an administrator the module is checked and nothing is written.
 */
export async function recordModuleOpened(prisma: Db, learner: Learner, courseId: number, moduleId: number) {
  const mod = await activeModule(prisma, moduleId);
  if (mod.courseId !== courseId) throw new CourseError(400, COURSE_MESSAGES.moduleNotInCourse);
  // An administrator on the dealer's course page is not a dealer: nothing is stored (dealers.ts).
  if (learner.isAdmin) return courseProgress(prisma, learner.id, courseId);
  const dealerId = learner.id;
  const quizless = (await prisma.quizQuestion.count({ where: { moduleId, ...quizQuestions } })) === 0;
  const now = new Date();
  await prisma.$transaction(async (tx) => {
    await tx.moduleProgress.upsert({
      where: { dealerId_moduleId: { dealerId, moduleId } },
      create: { dealerId, moduleId, completed: quizless, completedAt: quizless ? now : null, lastAccessedAt: now },
      update: quizless ? { lastAccessedAt: now, completed: true } : { lastAccessedAt: now },
    });
    await recompute(tx, dealerId, courseId, now);
  });
  return courseProgress(prisma, dealerId, courseId);
}

/**
 * Grades a quiz submission (POST /api/courses/quiz/submit). Every question of the module must be
 * answered, only its questions, each with an answer of the right shape — else 400 and nothing is
 * written. One quiz_results row per question and attempt; the module is completed only when
 * every answer is right, with the score; then the course progress is recomputed. One transaction.
 * An administrator's answers are graded and nothing is written.
 */
export async function submitQuiz(prisma: Db, learner: Learner, moduleId: number, answers: Record<string, unknown>) {
  const dealerId = learner.id;
  const mod = await activeModule(prisma, moduleId);
  const questions = await prisma.quizQuestion.findMany({
    where: { moduleId, ...quizQuestions },
    orderBy: byPosition,
  });
  if (questions.length === 0) throw new CourseError(400, COURSE_MESSAGES.noQuiz);
  const ids = new Set(questions.map((q) => String(q.id)));
  if (Object.keys(answers).some((key) => !ids.has(key))) throw new CourseError(400, COURSE_MESSAGES.foreignQuestion);
  if (questions.some((q) => answers[String(q.id)] === undefined)) throw new CourseError(400, COURSE_MESSAGES.missingAnswers);
  if (questions.some((q) => !answerFits(q, answers[String(q.id)]))) throw new CourseError(400, COURSE_MESSAGES.invalidAnswer);

  const graded = questions.map((q) => {
    const answer = answers[String(q.id)] as Parameters<typeof gradeAnswer>[1];
    return { question: q, answer, isCorrect: gradeAnswer(q, answer) };
  });
  const allRight = passed(graded.map((g) => g.isCorrect));
  const score = graded.filter((g) => g.isCorrect).reduce((sum, g) => sum + g.question.points, 0);
  const answer = async () => ({
    results: Object.fromEntries(graded.map((g) => [String(g.question.id), g.isCorrect])),
    explanations: Object.fromEntries(graded.map((g) => [String(g.question.id), g.question.explanation ?? null])),
    passed: allRight,
    score,
    courseProgress: await courseProgress(prisma, dealerId, mod.courseId),
  });
  // An administrator trying the quiz is not a dealer: graded, nothing stored (dealers.ts).
  if (learner.isAdmin) return answer();

  // The same answers again within a few seconds are a replay (a double click, a resent request),
  // not a new attempt: refused, nothing written.
  const recent = await prisma.quizResult.findMany({
    where: { dealerId, moduleId, attemptedAt: { gte: new Date(Date.now() - REPLAY_WINDOW_MS) } },
    orderBy: { attemptedAt: 'desc' },
    take: questions.length,
  });
  const sameAnswers =
    recent.length === questions.length &&
    graded.every((g) => recent.some((r) => r.questionId === g.question.id && JSON.stringify(r.userAnswer) === JSON.stringify(g.answer)));
  if (sameAnswers) throw new CourseError(409, COURSE_MESSAGES.replayed);

  const now = new Date();

  await prisma.$transaction(async (tx) => {
    await tx.quizResult.createMany({
      // The question as asked is kept with the answer (docs/product.md: Course authoring).
      data: graded.map((g) => ({
        dealerId,
        moduleId,
        questionId: g.question.id,
        userAnswer: g.answer,
        isCorrect: g.isCorrect,
        attemptedAt: now,
        questionText: g.question.questionText,
        questionType: g.question.questionType,
        options: g.question.options ?? Prisma.DbNull,
        correctAnswers: g.question.correctAnswers ?? [],
        points: g.question.points,
      })),
    });
    if (allRight) {
      const existing = await tx.moduleProgress.findUnique({ where: { dealerId_moduleId: { dealerId, moduleId } } });
      await tx.moduleProgress.upsert({
        where: { dealerId_moduleId: { dealerId, moduleId } },
        create: { dealerId, moduleId, completed: true, quizScore: score, completedAt: now, lastAccessedAt: now },
        update: { completed: true, quizScore: score, completedAt: existing?.completedAt ?? now, lastAccessedAt: now },
      });
    }
    await recompute(tx, dealerId, mod.courseId, now);
  });
  return answer();
}
