/**
 * What the 'Kurs' tab and the course editor read (docs/product.md: Course authoring): the course
 * list, one course with everything the editor shows, the categories, the preview. Server-only.
 */
import 'server-only';
import { DEALERS_ONLY } from '../../courses/dealers';
import { byPosition, getCourseDetail, type CourseDetail } from '../../courses/service';
import { CONTENT_SELECT, toAdminContent, type AdminContent } from './contents';
import { QUESTION_SELECT, toAdminQuestion, type AdminQuestion } from './questions';
import { COURSE_ADMIN_MESSAGES as M } from './schema';
import { moduleProgressCounts, notFound, type Db } from './shared';

export interface AdminCourseListItem {
  id: number;
  title: string;
  category: string;
  imageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  /** Modules not archived (active or not). */
  moduleCount: number;
  /** Dealers with progress in the course (the delete confirmation names this). */
  progressCount: number;
  completedCount: number;
  updatedAt: Date;
}

/** The 'Kurs' tab's list: every course not archived, in order, active (aktiv) or not (utkast). */
export async function listAdminCourses(prisma: Db): Promise<AdminCourseListItem[]> {
  const rows = await prisma.course.findMany({
    where: { archivedAt: null },
    orderBy: byPosition,
    select: {
      id: true,
      title: true,
      category: true,
      imageUrl: true,
      isActive: true,
      sortOrder: true,
      updatedAt: true,
      _count: { select: { modules: { where: { archivedAt: null } }, progress: { where: DEALERS_ONLY } } },
    },
  });
  const completed = await prisma.courseProgress.groupBy({
    by: ['courseId'],
    where: { completedAt: { not: null }, courseId: { in: rows.map((r) => r.id) }, ...DEALERS_ONLY },
    _count: { _all: true },
  });
  const completedBy = new Map(completed.map((c) => [c.courseId, c._count._all]));
  return rows.map(({ _count, ...c }) => ({
    ...c,
    moduleCount: _count.modules,
    progressCount: _count.progress,
    completedCount: completedBy.get(c.id) ?? 0,
  }));
}

/** The categories offered by the course form: those of courses and of products, alphabetically. */
export async function listCourseCategories(prisma: Db): Promise<string[]> {
  const [courses, products] = await Promise.all([
    prisma.course.findMany({ distinct: ['category'], select: { category: true } }),
    prisma.product.findMany({ distinct: ['category'], select: { category: true } }),
  ]);
  return [...new Set([...courses, ...products].map((c) => c.category).filter((c) => c.trim() !== ''))].sort((a, b) => a.localeCompare(b, 'nb'));
}
export interface AdminModule {
  id: number;
  courseId: number;
  title: string;
  description: string | null;
  estimatedTimeMinutes: number;
  isActive: boolean;
  sortOrder: number;
  /** Dealers with progress in the module (the delete confirmation names this). */
  progressCount: number;
  contents: AdminContent[];
  questions: AdminQuestion[];
}

export interface AdminCourse {
  id: number;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  isActive: boolean;
  sortOrder: number;
  updatedAt: Date;
  progressCount: number;
  modules: AdminModule[];
}

/** One course with everything the editor shows (modules not archived, active or not); 404 when archived or unknown. */
export async function getCourseForEdit(prisma: Db, id: number): Promise<AdminCourse> {
  const row = await prisma.course.findFirst({
    where: { id, archivedAt: null },
    select: {
      id: true,
      title: true,
      description: true,
      category: true,
      imageUrl: true,
      isActive: true,
      sortOrder: true,
      updatedAt: true,
      _count: { select: { progress: { where: DEALERS_ONLY } } },
      modules: {
        where: { archivedAt: null },
        orderBy: byPosition,
        select: {
          id: true,
          courseId: true,
          title: true,
          description: true,
          estimatedTimeMinutes: true,
          isActive: true,
          sortOrder: true,
          contents: { orderBy: byPosition, select: CONTENT_SELECT },
          questions: { orderBy: byPosition, select: QUESTION_SELECT },
        },
      },
    },
  });
  if (!row) throw notFound(M.courseNotFound);
  const counts = await moduleProgressCounts(
    prisma,
    row.modules.map((m) => m.id),
  );
  const { _count, modules, ...course } = row;
  return {
    ...course,
    progressCount: _count.progress,
    modules: modules.map(({ contents, questions, ...m }) => ({
      ...m,
      progressCount: counts.get(m.id) ?? 0,
      contents: contents.map(toAdminContent),
      questions: questions.map(toAdminQuestion),
    })),
  };
}

/**
 * 'Forhåndsvis': the course exactly as lib/courses/service.ts shapes it for a dealer's course page
 * (visible modules, contents, questions without answers), also while it is inactive, with empty
 * progress; reads only, writes no progress. 404 for an unknown or archived course.
 */
export async function previewCourse(prisma: Db, courseId: number): Promise<CourseDetail> {
  const detail = await getCourseDetail(prisma, null, courseId, { includeInactive: true });
  if (!detail) throw notFound(M.courseNotFound);
  return detail;
}
