/**
 * Kurs → Rapporter (docs/product.md: Course authoring, learning reports): completion per course,
 * one course's report (picked with ?kurs=, else the first course anyone started) and every dealer
 * with their courses, read on the server through lib/courses/reports.ts; CSV downloads from the
 * report API; charts as client islands (MUI X Charts) with the same figures in tables.
 * Administrators only: the admin page checks the role (requireAdminPage) before any tab renders.
 */
import Link from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { prisma } from '@/lib/db';
import { averageScorePerModule, completionPerCourse, completionsOverTime, courseLabel, formatCount, formatPercent } from '@/lib/courses/report-charts';
import { courseOverview, courseReport, dealerReport, type CourseOverviewRow, type CourseReport } from '@/lib/courses/reports';
import { Pager } from '../Pager';
import type { TabProps } from '../tab';
import { ChartFigure } from './ChartFigure';
import { REPORT_TEXTS as T } from './texts';

const DAY = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'short' });
const SECTION = { fane: 'kurs', del: 'rapporter' } as const;

function DateCell({ date, empty = '' }: { date: Date | null; empty?: string }) {
  return <TableCell>{date ? <time dateTime={date.toISOString()}>{DAY.format(date)}</time> : empty}</TableCell>;
}

function HeadRow({ columns, numeric = [] }: { columns: readonly string[]; numeric?: number[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c, i) => (
          <TableCell key={c} component="th" scope="col" align={numeric.includes(i) ? 'right' : 'left'}>
            {c}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

function StatusChip({ course }: { course: { isActive: boolean; archived: boolean } }) {
  if (course.archived) return <Chip size="small" label={T.status.archived} variant="outlined" color="warning" />;
  return <Chip size="small" label={course.isActive ? T.status.active : T.status.draft} variant="outlined" color={course.isActive ? 'success' : 'default'} />;
}

const empty = (text: string) => (
  <Typography color="text.secondary" sx={{ my: 2 }}>
    {text}
  </Typography>
);

/** ?kurs= when it names a course in the overview, else the first course anyone started, else the first. */
function pickedCourse(overview: CourseOverviewRow[], kurs: string | undefined): CourseOverviewRow | undefined {
  const id = Number(kurs);
  return overview.find((c) => c.id === id) ?? overview.find((c) => c.started > 0) ?? overview[0];
}

function Overview({ overview }: { overview: CourseOverviewRow[] }) {
  return (
    <Box component="section" aria-labelledby="rapport-oversikt" sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" id="rapport-oversikt">
        {T.overviewTitle}
      </Typography>
      {overview.length === 0 ? (
        empty(T.noCourses)
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }}>
            <Table size="small" aria-labelledby="rapport-oversikt">
              <HeadRow columns={T.overviewColumns} numeric={[2, 3, 4]} />
              <TableBody>
                {overview.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell component="th" scope="row">
                      <Link href={`/admin?fane=${SECTION.fane}&del=${SECTION.del}&kurs=${c.id}#kursrapport`} prefetch={false}>
                        {c.title}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <StatusChip course={c} />
                    </TableCell>
                    <TableCell align="right">{formatCount(c.started)}</TableCell>
                    <TableCell align="right">{formatCount(c.completed)}</TableCell>
                    <TableCell align="right">{formatPercent(c.completionRate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ChartFigure id="diagram-fullforing" title={T.completionChart} categoryLabel="Kurs" chart={completionPerCourse(overview)} />
        </>
      )}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 140 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Paper>
  );
}

function CourseDetails({ report }: { report: CourseReport }) {
  const anyAttempts = report.modules.some((m) => m.attempts > 0);
  return (
    <Box component="section" aria-labelledby="kursrapport-tittel" sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h4" variant="h6" id="kursrapport-tittel">
          {report.course.title}
        </Typography>
        <StatusChip course={report.course} />
      </Stack>
      <Stack component="dl" direction="row" sx={{ gap: 2, flexWrap: 'wrap', my: 2 }}>
        <Figure label={T.started} value={formatCount(report.started)} />
        <Figure label={T.completed} value={formatCount(report.completed)} />
        <Figure label={T.completionRate} value={formatPercent(report.completionRate)} />
      </Stack>
      <Button component="a" variant="outlined" href={`/api/courses/${report.course.id}/report?format=csv`} download>
        {T.downloadCourseCsv}
      </Button>

      <Typography component="h5" variant="subtitle1" id="kursrapport-moduler" sx={{ mt: 3, fontWeight: 700 }}>
        {T.modulesTitle}
      </Typography>
      {report.modules.length === 0 ? (
        empty(T.noModules)
      ) : (
        <>
          <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }}>
            <Table size="small" aria-labelledby="kursrapport-moduler">
              <HeadRow columns={T.moduleColumns} numeric={[1, 2, 3]} />
              <TableBody>
                {report.modules.map((m) => (
                  <TableRow key={m.moduleId}>
                    <TableCell component="th" scope="row">
                      {courseLabel(m)}
                    </TableCell>
                    <TableCell align="right">{formatCount(m.attempts)}</TableCell>
                    <TableCell align="right">{formatCount(m.dealers)}</TableCell>
                    <TableCell align="right">{formatPercent(m.averageScore)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {anyAttempts ? <ChartFigure id="diagram-moduler" title={T.moduleChart} categoryLabel="Modul" chart={averageScorePerModule(report)} /> : empty(T.noAttempts)}
        </>
      )}

      <Typography component="h5" variant="subtitle1" id="kursrapport-feil" sx={{ mt: 3, fontWeight: 700 }}>
        {T.missedTitle}
      </Typography>
      {report.mostMissed.length === 0 ? (
        empty(T.noMissed)
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }}>
          <Table size="small" aria-labelledby="kursrapport-feil">
            <HeadRow columns={T.missedColumns} numeric={[2, 3, 4]} />
            <TableBody>
              {report.mostMissed.map((q) => (
                <TableRow key={`${q.questionId ?? 'slettet'}-${q.moduleId}-${q.questionText}`}>
                  <TableCell component="th" scope="row">
                    {q.questionText}
                  </TableCell>
                  <TableCell>{q.moduleTitle}</TableCell>
                  <TableCell align="right">{formatCount(q.answers)}</TableCell>
                  <TableCell align="right">{formatCount(q.wrong)}</TableCell>
                  <TableCell align="right">{formatPercent(q.wrongRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Typography component="h5" variant="subtitle1" sx={{ mt: 3, fontWeight: 700 }}>
        {T.monthsTitle}
      </Typography>
      {report.completionsByMonth.length === 0 ? (
        empty(T.noCompletions)
      ) : (
        <ChartFigure id="diagram-over-tid" title={T.monthsChart} categoryLabel="Måned" chart={completionsOverTime(report)} showTable />
      )}

      <Typography component="h5" variant="subtitle1" id="kursrapport-forhandlere" sx={{ mt: 3, fontWeight: 700 }}>
        {T.courseDealersTitle}
      </Typography>
      {report.dealers.length === 0 ? (
        empty(T.noDealersInCourse)
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }}>
          <Table size="small" aria-labelledby="kursrapport-forhandlere">
            <HeadRow columns={T.courseDealerColumns} numeric={[2]} />
            <TableBody>
              {report.dealers.map((d) => (
                <TableRow key={d.dealerId}>
                  <TableCell component="th" scope="row">
                    {d.name}
                  </TableCell>
                  <TableCell>{d.company}</TableCell>
                  <TableCell align="right">{formatPercent(d.progress)}</TableCell>
                  <DateCell date={d.startedAt} />
                  <DateCell date={d.completedAt} empty={T.notCompleted} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function CoursePicker({ overview, picked }: { overview: CourseOverviewRow[]; picked: CourseOverviewRow }) {
  return (
    <Stack component="form" action="/admin" method="get" direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
      <input type="hidden" name="fane" value={SECTION.fane} />
      <input type="hidden" name="del" value={SECTION.del} />
      <TextField
        select
        id="rapport-kurs"
        name="kurs"
        label={T.pickCourse}
        defaultValue={String(picked.id)}
        size="small"
        sx={{ minWidth: 280 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {overview.map((c) => (
          <option key={c.id} value={c.id}>
            {courseLabel(c)}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {T.showReport}
      </Button>
    </Stack>
  );
}

export async function CourseReports({ page, params }: TabProps) {
  const [overview, dealers] = await Promise.all([courseOverview(prisma), dealerReport(prisma)]);
  const picked = pickedCourse(overview, params.kurs);
  const report = picked ? await courseReport(prisma, picked.id) : null;
  const dealerPage = dealers.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);

  return (
    <>
      <Box component="section" aria-labelledby="rapporter-tittel">
        <Typography component="h2" variant="h5" id="rapporter-tittel">
          {T.title}
        </Typography>
        <Typography color="text.secondary">{T.intro}</Typography>

        <Overview overview={overview} />

        {picked && report && (
          <Box component="section" aria-labelledby="kursrapport-overskrift" id="kursrapport" sx={{ mt: 4 }}>
            <Typography component="h3" variant="h6" id="kursrapport-overskrift">
              {T.courseTitle}
            </Typography>
            <CoursePicker overview={overview} picked={picked} />
            <CourseDetails report={report} />
          </Box>
        )}

        <Box component="section" aria-labelledby="rapport-forhandlere" sx={{ mt: 4 }}>
          <Typography component="h3" variant="h6" id="rapport-forhandlere">
            {T.dealersTitle}
          </Typography>
          <Button component="a" variant="outlined" href="/api/courses/reports/dealers?format=csv" download sx={{ my: 1 }}>
            {T.downloadDealerCsv}
          </Button>
          {dealers.length === 0 ? (
            empty(T.noDealers)
          ) : (
            <TableContainer component={Paper} variant="outlined" sx={{ my: 2 }}>
              <Table size="small" aria-labelledby="rapport-forhandlere">
                <HeadRow columns={T.dealerColumns} numeric={[3]} />
                <TableBody>
                  {dealerPage.flatMap((d) => {
                    const name = (
                      <TableCell component="th" scope="row">
                        {d.isActive ? d.name : `${d.name} ${T.inactiveAccount}`}
                        <Typography variant="body2" color="text.secondary">
                          {d.email}
                        </Typography>
                      </TableCell>
                    );
                    if (d.courses.length === 0) {
                      return [
                        <TableRow key={d.id} data-testid={`forhandler-${d.id}`}>
                          {name}
                          <TableCell>{d.company}</TableCell>
                          <TableCell colSpan={4}>{T.noCourseProgress}</TableCell>
                        </TableRow>,
                      ];
                    }
                    return d.courses.map((c) => (
                      <TableRow key={`${d.id}-${c.courseId}`}>
                        {name}
                        <TableCell>{d.company}</TableCell>
                        <TableCell>{courseLabel(c)}</TableCell>
                        <TableCell align="right">{formatPercent(c.progress)}</TableCell>
                        <DateCell date={c.completedAt} empty={T.notCompleted} />
                        <TableCell>{c.certificate ? T.yes : T.no}</TableCell>
                      </TableRow>
                    ));
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Pager total={dealers.length} page={page.page} pageSize={page.pageSize} params={{ ...SECTION, kurs: picked ? String(picked.id) : undefined }} />
        </Box>
      </Box>
    </>
  );
}
