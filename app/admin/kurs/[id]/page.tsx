import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/portal/portal.module.css';
import { CourseEditor } from '@/components/admin/courses/CourseEditor';
import { COURSE_UI } from '@/components/admin/courses/texts';
import { ThemeRegistry } from '@/components/ui/ThemeRegistry';
import { getCourseForEdit, listCourseCategories } from '@/lib/admin/courses/service';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { HttpError } from '@/lib/http/errors';
import { parseId } from '@/lib/ids';

export const metadata: Metadata = { title: 'Rediger kurs', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** The course editor (docs/product.md: Course authoring), for administrators; an unknown or archived course is a 404. */
export default async function CourseEditorPage({ params }: Props) {
  await requireAdminPage();
  const id = parseId((await params).id);
  if (id === null) notFound();
  const [course, categories] = await Promise.all([
    getCourseForEdit(prisma, id).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }),
    listCourseCategories(prisma),
  ]);
  if (!course) notFound();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Rediger kurs</h1>
          <p className={styles.who}>{course.title}</p>
        </div>
        <Link href="/admin?fane=kurs" prefetch={false} className="btn-outlined">
          {COURSE_UI.backToList}
        </Link>
      </header>
      <ThemeRegistry>
        <CourseEditor course={course} categories={categories} />
      </ThemeRegistry>
    </div>
  );
}
