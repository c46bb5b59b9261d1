/**
 * Learning reports for administrators (docs/product.md: Course authoring, 'Rapporter'), read
 * from the stored progress and the quiz results' snapshots — so an archived course or module, an
 * edited or a deleted question still report what dealers were asked and how they did.
 *
 * Figures (exact definitions):
 * - started: users with a course progress record (they opened a module or sent a quiz);
 *   completed: those whose completedAt is set (sticky); completion rate: completed / started, in
 *   percent rounded to a whole number (0 when nobody started);
 * - an attempt: the quiz results one dealer sent for one module at one time; its score in
 *   percent: points of the right answers / points of all its questions (from the snapshots);
 *   a module's average score: the mean over its attempts, to one decimal (null without attempts);
 * - most often answered wrong: per question (its id, or its text once deleted), the answers that
 *   were wrong, most first, then by share; at most 10, only questions answered wrong at least once;
 * - completions over time: completions per calendar month (Europe/Oslo), from the first month with
 *   a completion to the last, months without any included as 0.
 * CSV: lib/csv.ts (formula-safe, UTF-8 with BOM, semicolons).
 */
import 'server-only';
import type { PrismaClient } from '../db';
import { csvDocument, type CsvCell } from '../csv';
import { CourseError, COURSE_MESSAGES } from './errors';
import { byPosition } from './service';
import { DEALERS_ONLY } from './dealers';

type Db = PrismaClient;

const TIME_ZONE = 'Europe/Oslo';
const monthOf = (date: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }).format(date);
const dayOf = (date: Date | null) =>
  date ? new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date) : null;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export interface ModuleFigures {
  moduleId: number;
  title: string;
  /** Shown to dealers (active, not archived). */
  visible: boolean;
  archived: boolean;
  attempts: number;
  /** Dealers who sent its quiz at least once. */
  dealers: number;
  /** Mean score of the attempts in percent, one decimal; null without attempts. */
  averageScore: number | null;
}

export interface MissedQuestion {
  /** Null once the question was deleted (its text comes from the results). */
  questionId: number | null;
  moduleId: number;
  moduleTitle: string;
  questionText: string;
  answers: number;
  wrong: number;
  /** Wrong answers / answers in percent, one decimal. */
  wrongRate: number;
}

export interface CourseDealerRow {
  dealerId: number;
  name: string;
  company: string;
  email: string;
  progress: number;
  startedAt: Date;
  completedAt: Date | null;
}

export interface CourseReport {
  course: { id: number; title: string; category: string; isActive: boolean; archived: boolean };
  started: number;
  completed: number;
  completionRate: number;
  modules: ModuleFigures[];
  mostMissed: MissedQuestion[];
  completionsByMonth: { month: string; completions: number }[];
  dealers: CourseDealerRow[];
}

/** Months 'YYYY-MM' from the first to the last, each with its count (0 when none). */
export function monthlySeries(dates: Date[]): { month: string; completions: number }[] {
  if (dates.length === 0) return [];
  const counts = new Map<string, number>();
  for (const d of dates) counts.set(monthOf(d), (counts.get(monthOf(d)) ?? 0) + 1);
  const months = [...counts.keys()].sort();
  const [first, last] = [months[0], months[months.length - 1]];
  const series: { month: string; completions: number }[] = [];
  let [year, month] = first.split('-').map(Number);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    series.push({ month: key, completions: counts.get(key) ?? 0 });
    if (key >= last) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return series;
}

/** One course's figures (archived courses too); 404 for an unknown course. */
export async function courseReport(prisma: Db, courseId: number): Promise<CourseReport> {
  const course = await prisma.course.findUnique({
    where: { id: courseId },
    select: {
      id: true,
      title: true,
      category: true,
      isActive: true,
      archivedAt: true,
      modules: { orderBy: byPosition, select: { id: true, title: true, isActive: true, archivedAt: true } },
    },
  });
  if (!course) throw new CourseError(404, COURSE_MESSAGES.courseNotFound);
  const moduleIds = course.modules.map((m) => m.id);
  const [records, results] = await Promise.all([
    prisma.courseProgress.findMany({
      where: { courseId, ...DEALERS_ONLY },
      orderBy: [{ completedAt: { sort: 'asc', nulls: 'last' } }, { startedAt: 'asc' }, { dealerId: 'asc' }],
      select: { dealerId: true, progress: true, startedAt: true, completedAt: true, dealer: { select: { name: true, company: true, email: true } } },
    }),
    prisma.quizResult.findMany({
      where: { moduleId: { in: moduleIds }, ...DEALERS_ONLY },
      orderBy: [{ attemptedAt: 'asc' }, { id: 'asc' }],
      select: { dealerId: true, moduleId: true, questionId: true, questionText: true, isCorrect: true, points: true, attemptedAt: true },
    }),
  ]);

  // Attempts: one dealer's results for one module at one time.
  const attempts = new Map<string, { moduleId: number; dealerId: number; right: number; total: number }>();
  const missed = new Map<string, MissedQuestion>();
  const titles = new Map(course.modules.map((m) => [m.id, m.title]));
  for (const r of results) {
    const key = `${r.moduleId}:${r.dealerId}:${r.attemptedAt.getTime()}`;
    const attempt = attempts.get(key) ?? { moduleId: r.moduleId, dealerId: r.dealerId, right: 0, total: 0 };
    attempt.total += r.points;
    if (r.isCorrect) attempt.right += r.points;
    attempts.set(key, attempt);

    const questionKey = r.questionId !== null ? `id:${r.questionId}` : `text:${r.moduleId}:${r.questionText}`;
    const q = missed.get(questionKey) ?? {
      questionId: r.questionId,
      moduleId: r.moduleId,
      moduleTitle: titles.get(r.moduleId) ?? '',
      questionText: r.questionText,
      answers: 0,
      wrong: 0,
      wrongRate: 0,
    };
    q.questionText = r.questionText; // the latest wording asked
    q.answers += 1;
    if (!r.isCorrect) q.wrong += 1;
    missed.set(questionKey, q);
  }

  const modules: ModuleFigures[] = course.modules.map((m) => {
    const mine = [...attempts.values()].filter((a) => a.moduleId === m.id);
    const scores = mine.map((a) => (a.total > 0 ? (100 * a.right) / a.total : 0));
    return {
      moduleId: m.id,
      title: m.title,
      visible: m.isActive && m.archivedAt === null,
      archived: m.archivedAt !== null,
      attempts: mine.length,
      dealers: new Set(mine.map((a) => a.dealerId)).size,
      averageScore: scores.length ? oneDecimal(scores.reduce((s, v) => s + v, 0) / scores.length) : null,
    };
  });

  const mostMissed = [...missed.values()]
    .filter((q) => q.wrong > 0)
    .map((q) => ({ ...q, wrongRate: oneDecimal((100 * q.wrong) / q.answers) }))
    .sort((a, b) => b.wrong - a.wrong || b.wrongRate - a.wrongRate || a.questionText.localeCompare(b.questionText, 'nb'))
    .slice(0, 10);

  const completedDates = records.map((r) => r.completedAt).filter((d): d is Date => d !== null);
  return {
    course: { id: course.id, title: course.title, category: course.category, isActive: course.isActive, archived: course.archivedAt !== null },
    started: records.length,
    completed: completedDates.length,
    completionRate: percent(completedDates.length, records.length),
    modules,
    mostMissed,
    completionsByMonth: monthlySeries(completedDates),
    dealers: records.map((r) => ({
      dealerId: r.dealerId,
      name: r.dealer.name,
      company: r.dealer.company,
      email: r.dealer.email,
      progress: r.progress,
      startedAt: r.startedAt,
      completedAt: r.completedAt,
    })),
  };
}

export interface CourseOverviewRow {
  id: number;
  title: string;
  isActive: boolean;
  archived: boolean;
  started: number;
  completed: number;
  completionRate: number;
}

/** Completion per course (the 'Rapporter' overview chart): every course, archived ones last. */
export async function courseOverview(prisma: Db): Promise<CourseOverviewRow[]> {
  const [courses, started, completed] = await Promise.all([
    prisma.course.findMany({
      orderBy: [{ archivedAt: { sort: 'asc', nulls: 'first' } }, ...byPosition],
      select: { id: true, title: true, isActive: true, archivedAt: true },
    }),
    prisma.courseProgress.groupBy({ by: ['courseId'], where: DEALERS_ONLY, _count: { _all: true } }),
    prisma.courseProgress.groupBy({ by: ['courseId'], where: { completedAt: { not: null }, ...DEALERS_ONLY }, _count: { _all: true } }),
  ]);
  const startedBy = new Map(started.map((s) => [s.courseId, s._count._all]));
  const completedBy = new Map(completed.map((c) => [c.courseId, c._count._all]));
  return courses.map((c) => {
    const s = startedBy.get(c.id) ?? 0;
    const done = completedBy.get(c.id) ?? 0;
    return { id: c.id, title: c.title, isActive: c.isActive, archived: c.archivedAt !== null, started: s, completed: done, completionRate: percent(done, s) };
  });
}

export interface DealerCourseRow {
  courseId: number;
  title: string;
  archived: boolean;
  progress: number;
  startedAt: Date;
  completedAt: Date | null;
  /** The dealer can download the certificate now: completed, and the course is visible to dealers. */
  certificate: boolean;
}

export interface DealerReportRow {
  id: number;
  name: string;
  company: string;
  email: string;
  isActive: boolean;
  courses: DealerCourseRow[];
}

/**
 * Per dealer: each course they have progress in, with progress, completion date and whether the
 * certificate is available. Every dealer account (also those without progress, with an empty
 * list), by company and name; administrators are not dealers (dealers.ts).
 */
export async function dealerReport(prisma: Db): Promise<DealerReportRow[]> {
  const users = await prisma.user.findMany({
    where: { role: 'DEALER' },
    orderBy: [{ company: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      company: true,
      email: true,
      isActive: true,
      courseProgress: {
        orderBy: { course: { sortOrder: 'asc' } },
        select: {
          courseId: true,
          progress: true,
          startedAt: true,
          completedAt: true,
          course: { select: { title: true, isActive: true, archivedAt: true } },
        },
      },
    },
  });
  return users.map(({ courseProgress, ...user }) => ({
    ...user,
    courses: courseProgress.map((p) => ({
      courseId: p.courseId,
      title: p.course.title,
      archived: p.course.archivedAt !== null,
      progress: p.progress,
      startedAt: p.startedAt,
      completedAt: p.completedAt,
      certificate: p.completedAt !== null && p.course.isActive && p.course.archivedAt === null,
    })),
  }));
}

// ── CSV ─────────────────────────────────────────────────────────────────────────────────────────

/** The course report as CSV: sections (summary, modules, questions, months, dealers) separated by a blank line. */
export function courseReportCsv(report: CourseReport): string {
  const rows: CsvCell[][] = [
    ['Kurs', 'Status', 'Påbegynt', 'Fullført', 'Fullføringsgrad (%)'],
    [
      report.course.title,
      report.course.archived ? 'arkivert' : report.course.isActive ? 'aktiv' : 'utkast',
      report.started,
      report.completed,
      report.completionRate,
    ],
    [],
    ['Modul', 'Forsøk', 'Forhandlere', 'Gjennomsnittlig poengsum (%)'],
    ...report.modules.map((m) => [m.archived ? `${m.title} (arkivert)` : m.title, m.attempts, m.dealers, m.averageScore]),
    [],
    ['Spørsmål', 'Modul', 'Svar', 'Feil', 'Andel feil (%)'],
    ...report.mostMissed.map((q) => [q.questionText, q.moduleTitle, q.answers, q.wrong, q.wrongRate]),
    [],
    ['Måned', 'Fullført'],
    ...report.completionsByMonth.map((m) => [m.month, m.completions]),
    [],
    ['Forhandler', 'Firma', 'E-post', 'Fremgang (%)', 'Startet', 'Fullført'],
    ...report.dealers.map((d) => [d.name, d.company, d.email, d.progress, dayOf(d.startedAt), dayOf(d.completedAt)]),
  ];
  return csvDocument(rows);
}

/** The dealer report as CSV: one row per dealer and course (a dealer without progress: one row, course columns empty). */
export function dealerReportCsv(rows: DealerReportRow[]): string {
  return csvDocument([
    ['Forhandler', 'Firma', 'E-post', 'Kurs', 'Fremgang (%)', 'Startet', 'Fullført', 'Kursbevis'],
    ...rows.flatMap((d) =>
      d.courses.length === 0
        ? [[d.name, d.company, d.email, null, null, null, null, null]]
        : d.courses.map((c) => [
            d.name,
            d.company,
            d.email,
            c.archived ? `${c.title} (arkivert)` : c.title,
            c.progress,
            dayOf(c.startedAt),
            dayOf(c.completedAt),
            c.certificate,
          ]),
    ),
  ]);
}

/** A CSV file name with today's date (Oslo), e.g. kursrapport-2026-11-23.csv. */
export function reportFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${dayOf(now)}.csv`;
}
