import type { Metadata } from 'next';
import Link from 'next/link';
import { CourseDetail, type DetailModule } from '@/components/courses/CourseDetail';
import styles from '@/components/courses/courses.module.css';
import { requireDealerPage } from '@/lib/auth/session';
import { parseId } from '@/lib/ids';
import { prisma } from '@/lib/db';
import { CourseError } from '@/lib/courses/errors';
import { courseProgress, getCourse, listContents, listModules, listQuestions } from '@/lib/courses/service';

export const metadata: Metadata = { title: 'Kurs', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** The course id is the last path segment read as an integer (docs/product.md: Course detail). */
async function load(id: string) {
  const courseId = parseId(id);
  if (courseId === null) return null;
  try {
    return await getCourse(prisma, courseId);
  } catch (error) {
    if (error instanceof CourseError) return null;
    throw error;
  }
}

export default async function CoursePage({ params }: Props) {
  const user = await requireDealerPage();
  const course = await load((await params).id);
  if (!course) {
    return (
      <div className={styles.page}>
        <h1>Kurset ble ikke funnet</h1>
        <p>
          <Link href="/dealer/courses" prefetch={false}>
            Gå tilbake til kurslisten
          </Link>
        </p>
      </div>
    );
  }
  const moduleRows = await listModules(prisma, course.id);
  const modules: DetailModule[] = await Promise.all(
    moduleRows.map(async (m) => ({
      id: m.id,
      title: m.title,
      description: m.description,
      estimatedTimeMinutes: m.estimatedTimeMinutes,
      contents: await listContents(prisma, m.id),
      questions: (await listQuestions(prisma, m.id)).map((q) => ({
        id: q.id,
        questionText: q.questionText,
        questionType: q.questionType,
        options: q.options,
        imageUrl: q.imageUrl,
      })),
    })),
  );
  const progress = await courseProgress(prisma, user.id, course.id);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>{course.title}</h1>
          <p className={styles.meta}>
            {course.category} · {course.moduleCount} {course.moduleCount === 1 ? 'modul' : 'moduler'}
          </p>
        </div>
        <Link href="/dealer/courses" prefetch={false} className="btn-outlined">
          Tilbake til kurs
        </Link>
      </header>
      {modules.length === 0 ? (
        <p className={styles.empty}>Ingen modul valgt</p>
      ) : (
        <CourseDetail
          courseId={course.id}
          imageUrl={course.imageUrl}
          modules={modules}
          initialProgress={{
            progress: progress.progress,
            completedAt: progress.completedAt?.toISOString() ?? null,
            moduleProgress: progress.moduleProgress,
          }}
        />
      )}
    </div>
  );
}
