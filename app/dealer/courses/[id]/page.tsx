import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CourseDetail } from '@/components/courses/CourseDetail';
import styles from '@/components/courses/courses.module.css';
import { requireDealerPage } from '@/lib/auth/session';
import { parseId } from '@/lib/ids';
import { prisma } from '@/lib/db';
import { getCourseDetail } from '@/lib/courses/service';

export const metadata: Metadata = { title: 'Kurs', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * A course with its modules and the user's progress (docs/product.md: Course detail). The id is
 * the last path segment read as an integer; an invalid, unknown or inactive one is a 404
 * (./not-found.tsx).
 */
export default async function CoursePage({ params }: Props) {
  const user = await requireDealerPage();
  const courseId = parseId((await params).id);
  const detail = courseId === null ? null : await getCourseDetail(prisma, user.id, courseId);
  if (!detail) notFound();
  const { course, modules, progress } = detail;
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
