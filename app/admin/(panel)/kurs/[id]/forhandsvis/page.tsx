import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { COURSE_UI } from '@/components/admin/courses/texts';
import { CourseDetail } from '@/components/courses/CourseDetail';
import styles from '@/components/courses/courses.module.css';
import { previewKey } from '@/components/courses/preview';
import { getCourseForEdit, previewCourse } from '@/lib/admin/courses/service';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { HttpError } from '@/lib/http/errors';
import { parseId } from '@/lib/ids';

export const metadata: Metadata = { title: 'Forhåndsvis kurs', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

const orNull = (error: unknown) => {
  if (error instanceof HttpError && error.status === 404) return null;
  throw error;
};

/**
 * 'Forhåndsvis' (docs/product.md: Course authoring): the course as a dealer's course page shows it
 * (the dealer components, the same read), also while it is a draft, with empty progress. Nothing
 * is written: CourseDetail in preview mode sends no progress and grades the quiz in the browser.
 */
export default async function CoursePreviewPage({ params }: Props) {
  await requireAdminPage();
  const id = parseId((await params).id);
  if (id === null) notFound();
  const [detail, authored] = await Promise.all([previewCourse(prisma, id).catch(orNull), getCourseForEdit(prisma, id).catch(orNull)]);
  if (!detail || !authored) notFound();
  const { course, modules, progress } = detail;
  return (
    <div className={styles.page}>
      <p role="note" style={{ background: '#fff4d6', border: '1px solid #b7791f', borderRadius: 8, padding: '12px 16px', fontWeight: 600, color: '#4a3200' }}>
        {COURSE_UI.previewBanner}
        {!course.isActive && ' · Kurset er et utkast og vises ikke for forhandlerne.'}
      </p>
      <header className={styles.header}>
        <div>
          <h1>{course.title}</h1>
          <p className={styles.meta}>
            {course.category} · {course.moduleCount} {course.moduleCount === 1 ? 'modul' : 'moduler'}
          </p>
        </div>
        <Link href={`/admin/kurs/${course.id}`} prefetch={false} className="btn-outlined">
          {COURSE_UI.backToEditor}
        </Link>
      </header>
      {modules.length === 0 ? (
        <p className={styles.empty}>Ingen modul valgt</p>
      ) : (
        <CourseDetail
          courseId={course.id}
          imageUrl={course.imageUrl}
          modules={modules}
          initialProgress={{ progress: progress.progress, completedAt: null, moduleProgress: progress.moduleProgress }}
          preview={previewKey(modules, authored.modules)}
        />
      )}
    </div>
  );
}
