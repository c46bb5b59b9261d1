import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CourseDetail } from '@/components/courses/CourseDetail';
import styles from '@/components/courses/courses.module.css';
import { requireDealerPage } from '@/lib/auth/session';
import { parseId } from '@/lib/ids';
import { prisma } from '@/lib/db';
import { getCourseDetail } from '@/lib/courses/service';
import { courseTitle } from '@/lib/courses/titles';

type Props = { params: Promise<{ id: string }> };

/** The signed-in dealer's course, once per request for the title and the page (null: a 404). */
const loadCourse = cache(async (rawId: string) => {
  const user = await requireDealerPage();
  const courseId = parseId(rawId);
  return courseId === null ? null : getCourseDetail(prisma, user.id, courseId);
});

/**
 * Each course its own title, '<Kursnavn> – Kurs | Nordisk Pleie' (WCAG 2.4.2, docs/product.md:
 * Universell utforming); the layout's template adds the brand. Signed out: the login redirect.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const detail = await loadCourse((await params).id);
  return { title: courseTitle(detail?.course.title ?? null), robots: { index: false } };
}

/**
 * A course with its modules and the user's progress (docs/product.md: Course detail). The id is
 * the last path segment read as an integer; an invalid, unknown or inactive one is a 404
 * (./not-found.tsx).
 */
export default async function CoursePage({ params }: Props) {
  const detail = await loadCourse((await params).id);
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
