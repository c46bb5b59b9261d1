/**
 * 'Per forhandler': 'Last ned forhandlerrapport (CSV)' and one row per dealer and course (Firma,
 * Kurs, Fremgang, Fullført or 'Ikke fullført', Kursbevis Ja/Nei; a dealer without progress:
 * 'Ikke startet noe kurs'), 50 dealers a page with the kit's page links. Renders on the server.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Page } from '@/lib/pagination';
import { courseLabel } from '@/lib/courses/report-charts';
import type { DealerReportRow } from '@/lib/courses/reports';
import { DataTable, type Column, type Row } from '../kit/DataTable';
import { percent } from './figures';
import { ReportPart } from './ReportPart';
import { DateText } from './ReportStatus';
import { REPORT_TEXTS as T } from './texts';

const C = T.dealerColumns;
type Key = keyof typeof C;
const COLUMNS: readonly Column<Key>[] = [
  { key: 'dealer', label: C.dealer },
  { key: 'company', label: C.company, hideBelow: 'sm' },
  { key: 'course', label: C.course },
  { key: 'progress', label: C.progress, align: 'right', nowrap: true },
  { key: 'completed', label: C.completed, nowrap: true, hideBelow: 'sm' },
  { key: 'certificate', label: C.certificate, nowrap: true },
];

function DealerName({ dealer }: { dealer: DealerReportRow }) {
  return (
    <>
      {dealer.isActive ? dealer.name : `${dealer.name} ${T.inactiveAccount}`}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {dealer.email}
      </Typography>
    </>
  );
}

function rows(dealers: DealerReportRow[]): Row<Key>[] {
  return dealers.flatMap((d): Row<Key>[] => {
    const dealer = <DealerName dealer={d} />;
    if (d.courses.length === 0) return [{ id: `${d.id}`, cells: { dealer, company: d.company, course: T.noCourseProgress } }];
    return d.courses.map((c) => ({
      id: `${d.id}-${c.courseId}`,
      cells: {
        dealer,
        company: d.company,
        course: courseLabel(c),
        progress: percent(c.progress),
        completed: <DateText date={c.completedAt} empty={T.notCompleted} />,
        certificate: c.certificate ? T.yes : T.no,
      },
    }));
  });
}

export function DealersSection({ dealers, page, kurs }: { dealers: DealerReportRow[]; page: Page; kurs: string | undefined }) {
  const shown = dealers.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
  return (
    <ReportPart
      id="rapport-forhandlere"
      level={3}
      title={T.dealersTitle}
      actions={
        <Button variant="outlined" href="/api/courses/reports/dealers?format=csv" download>
          {T.downloadDealerCsv}
        </Button>
      }
    >
      <DataTable
        labelledBy="rapport-forhandlere"
        columns={COLUMNS}
        empty={T.noDealers}
        rows={rows(shown)}
        paging={{ total: dealers.length, page: page.page, pageSize: page.pageSize }}
        params={{ fane: 'kurs', del: 'rapporter', kurs }}
      />
    </ReportPart>
  );
}
