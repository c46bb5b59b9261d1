/**
 * The 'Kurs' tab's section 'Kurs' (components/admin/tabs.ts): the courses and the categories the
 * course form offers, read on the server, shown by the client list with MUI.
 */
import { prisma } from '@/lib/db';
import { listAdminCourses, listCourseCategories } from '@/lib/admin/courses/service';
import { CourseList } from './CourseList';

export async function CoursesSection() {
  const [courses, categories] = await Promise.all([listAdminCourses(prisma), listCourseCategories(prisma)]);
  return <CourseList courses={courses} categories={categories} />;
}
