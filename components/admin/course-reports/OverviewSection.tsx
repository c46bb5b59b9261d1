/**
 * 'Fullføring per kurs': every course (a link to its report) with its status and figures, and the
 * bar chart of the rates. On a phone the table shows the course, its status and its rate.
 */
import Link from '@mui/material/Link';
import { completionPerCourse, courseLabel } from '@/lib/courses/report-charts';
import type { CourseOverviewRow } from '@/lib/courses/reports';
import { DataTable, type Column } from '../kit/DataTable';
import { ChartFigure } from './ChartFigure';
import { count, percent } from './figures';
import { ReportPart } from './ReportPart';
import { ReportStatus } from './ReportStatus';
import { REPORT_TEXTS as T } from './texts';

const C = T.overviewColumns;
const COLUMNS: readonly Column<keyof typeof C>[] = [
  { key: 'course', label: C.course },
  { key: 'status', label: C.status, nowrap: true },
  { key: 'started', label: C.started, align: 'right', nowrap: true, hideBelow: 'sm' },
  { key: 'completed', label: C.completed, align: 'right', nowrap: true, hideBelow: 'sm' },
  { key: 'rate', label: C.rate, align: 'right', nowrap: true },
];

export function OverviewSection({ overview }: { overview: CourseOverviewRow[] }) {
  return (
    <ReportPart id="rapport-oversikt" level={3} title={T.overviewTitle}>
      <DataTable
        labelledBy="rapport-oversikt"
        columns={COLUMNS}
        empty={T.noCourses}
        rows={overview.map((c) => ({
          id: c.id,
          cells: {
            course: <Link href={`/admin?fane=kurs&del=rapporter&kurs=${c.id}#kursrapport`}>{courseLabel(c)}</Link>,
            status: <ReportStatus course={c} />,
            started: count(c.started),
            completed: count(c.completed),
            rate: percent(c.completionRate),
          },
        }))}
      />
      {overview.length > 0 && <ChartFigure id="diagram-fullforing" title={T.completionChart} categoryLabel={C.course} chart={completionPerCourse(overview)} />}
    </ReportPart>
  );
}
