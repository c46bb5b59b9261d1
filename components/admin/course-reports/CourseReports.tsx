/**
 * Kurs → Rapporter (docs/product.md: Course authoring, learning reports): 'Læringsrapporter' with
 * completion per course, one course's report (picked with ?kurs=, else the first course anyone
 * started) and every dealer with their courses, read on the server through lib/courses/reports.ts;
 * CSV downloads from the report API; charts as client islands (MUI X Charts, loaded on this
 * section only) with the same figures in tables. Administrators only: the admin page checks the
 * role (requireAdminPage) before any tab renders.
 */
import { prisma } from '@/lib/db';
import { courseOverview, courseReport, dealerReport, type CourseOverviewRow } from '@/lib/courses/reports';
import { AdminSection } from '../kit/SectionHeader';
import type { TabProps } from '../tab';
import { CourseReportSection } from './CourseReportSection';
import { DealersSection } from './DealersSection';
import { OverviewSection } from './OverviewSection';
import { REPORT_TEXTS as T } from './texts';

/** ?kurs= when it names a course in the overview, else the first course anyone started, else the first. */
export function pickedCourse(overview: CourseOverviewRow[], kurs: string | undefined): CourseOverviewRow | undefined {
  const id = Number(kurs);
  return overview.find((c) => c.id === id) ?? overview.find((c) => c.started > 0) ?? overview[0];
}

export async function CourseReports({ page, params }: TabProps) {
  const [overview, dealers] = await Promise.all([courseOverview(prisma), dealerReport(prisma)]);
  const picked = pickedCourse(overview, params.kurs);
  const report = picked ? await courseReport(prisma, picked.id) : null;

  return (
    <AdminSection id="rapporter-tittel" title={T.title} intro={T.intro}>
      <OverviewSection overview={overview} />
      {picked && report && <CourseReportSection overview={overview} picked={picked} report={report} />}
      <DealersSection dealers={dealers} page={page} kurs={picked ? String(picked.id) : undefined} />
    </AdminSection>
  );
}
