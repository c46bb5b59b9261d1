import type { Metadata } from 'next';
import Button from '@mui/material/Button';
import { notFound } from 'next/navigation';
import { CourseEditor } from '@/components/admin/courses/CourseEditor';
import { COURSE_UI } from '@/components/admin/courses/texts';
import { AdminPage } from '@/components/admin/kit/AdminPage';
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
    <AdminPage
      title="Rediger kurs"
      subtitle={course.title}
      actions={
        <Button variant="outlined" href="/admin?fane=kurs">
          {COURSE_UI.backToList}
        </Button>
      }
    >
      <CourseEditor course={course} categories={categories} />
    </AdminPage>
  );
}
