/**
 * The 'Kurs' tab's section 'Kurs' (docs/product.md: Admin panel): every course not archived, in
 * the order dealers see them, with its status ('Aktiv'/'Utkast'), modules and dealers with
 * progress; 'Nytt kurs', and per row move up/down, 'Rediger', 'Aktiver'/'Deaktiver', 'Slett'
 * (archive when dealers have progress) and the link to the course editor. Read and rendered on the
 * server; the buttons are client islands. On a phone the secondary columns give way (the order
 * buttons move to the row's buttons) so that the title, the status and the buttons fit the screen.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { listAdminCourses, listCourseCategories } from '@/lib/admin/courses/service';
import { prisma } from '@/lib/db';
import { DataTable, type Column } from '../kit/DataTable';
import { formatNumber } from '../kit/format';
import { AdminSection } from '../kit/SectionHeader';
import { CourseRowActions, NewCourseButton } from './CourseActions';
import { CourseStatus } from './CourseStatus';
import { MoveButtons } from './shared';
import { COURSE_UI } from './texts';

const C = COURSE_UI.columns;
type Key = 'order' | 'title' | 'category' | 'status' | 'modules' | 'progress';
const COLUMNS: readonly Column<Key>[] = [
  { key: 'order', label: C.order, hideBelow: 'sm' },
  { key: 'title', label: C.title },
  { key: 'category', label: C.category, hideBelow: 'md' },
  { key: 'status', label: C.status, nowrap: true },
  { key: 'modules', label: C.modules, align: 'right', hideBelow: 'sm' },
  { key: 'progress', label: C.progress, align: 'right', hideBelow: 'sm' },
];

export async function CoursesSection() {
  const [courses, categories] = await Promise.all([listAdminCourses(prisma), listCourseCategories(prisma)]);
  const order = (c: { id: number; title: string }, i: number, row = false) => (
    <MoveButtons kind="course" id={c.id} name={c.title} first={i === 0} last={i === courses.length - 1} row={row} />
  );
  return (
    <AdminSection id="courses-title" title={COURSE_UI.listTitle(courses.length)} actions={<NewCourseButton categories={categories} />}>
      <DataTable
        labelledBy="courses-title"
        columns={COLUMNS}
        empty={COURSE_UI.empty}
        rows={courses.map((c, i) => ({
          id: c.id,
          cells: {
            order: order(c, i),
            title: <Link href={`/admin/kurs/${c.id}`}>{c.title}</Link>,
            category: c.category,
            status: <CourseStatus active={c.isActive} />,
            modules: formatNumber(c.moduleCount),
            progress: formatNumber(c.progressCount),
          },
          actions: (
            <>
              {/* On a phone the order column gives way: its buttons join the row's. */}
              <Box sx={{ display: { xs: 'block', sm: 'none' } }}>{order(c, i, true)}</Box>
              <CourseRowActions course={{ id: c.id, title: c.title, isActive: c.isActive }} categories={categories} />
            </>
          ),
        }))}
      />
    </AdminSection>
  );
}
