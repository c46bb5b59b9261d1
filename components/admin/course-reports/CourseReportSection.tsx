/**
 * 'Rapport for ett kurs': the course picker ('Velg kurs' + 'Vis rapport', a GET form: &kurs=) and
 * the picked course's report — its figures, 'Last ned kursrapport (CSV)', the modules (table and
 * the chart of the average score, one decimal), the questions most often answered wrong, the
 * completions over time and the dealers in the course. Renders on the server; on a phone the
 * tables keep their main columns (the rest from 600 px on, and in the CSV).
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { averageScorePerModule, completionsOverTime, courseLabel } from '@/lib/courses/report-charts';
import type { CourseOverviewRow, CourseReport } from '@/lib/courses/reports';
import { DataTable, type Column } from '../kit/DataTable';
import { ChartFigure } from './ChartFigure';
import { count, percent } from './figures';
import { EmptyText, ReportPart } from './ReportPart';
import { DateText, ReportStatus } from './ReportStatus';
import { REPORT_TEXTS as T } from './texts';

const M = T.moduleColumns;
const MODULE_COLUMNS: readonly Column<keyof typeof M>[] = [
  { key: 'module', label: M.module },
  { key: 'attempts', label: M.attempts, align: 'right', nowrap: true, hideBelow: 'sm' },
  { key: 'dealers', label: M.dealers, align: 'right', nowrap: true, hideBelow: 'sm' },
  { key: 'average', label: M.average, align: 'right', nowrap: true },
];

const Q = T.missedColumns;
const MISSED_COLUMNS: readonly Column<keyof typeof Q>[] = [
  { key: 'question', label: Q.question },
  { key: 'module', label: Q.module, hideBelow: 'sm' },
  { key: 'answers', label: Q.answers, align: 'right', nowrap: true, hideBelow: 'sm' },
  { key: 'wrong', label: Q.wrong, align: 'right', nowrap: true },
  { key: 'rate', label: Q.rate, align: 'right', nowrap: true },
];

const D = T.courseDealerColumns;
const DEALER_COLUMNS: readonly Column<keyof typeof D>[] = [
  { key: 'dealer', label: D.dealer },
  { key: 'company', label: D.company, hideBelow: 'sm' },
  { key: 'progress', label: D.progress, align: 'right', nowrap: true },
  { key: 'started', label: D.started, nowrap: true, hideBelow: 'sm' },
  { key: 'completed', label: D.completed, nowrap: true },
];

function CoursePicker({ overview, picked }: { overview: CourseOverviewRow[]; picked: CourseOverviewRow }) {
  return (
    <Stack
      component="form"
      action="/admin"
      method="get"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { sm: 'center' }, mb: 2 }}
    >
      <input type="hidden" name="fane" value="kurs" />
      <input type="hidden" name="del" value="rapporter" />
      <TextField
        select
        id="rapport-kurs"
        name="kurs"
        label={T.pickCourse}
        defaultValue={String(picked.id)}
        size="small"
        sx={{ minWidth: { sm: 280 } }}
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

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 120, flex: { xs: '1 1 120px', sm: '0 0 auto' } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Paper>
  );
}

function Details({ report }: { report: CourseReport }) {
  const anyAttempts = report.modules.some((m) => m.attempts > 0);
  return (
    <ReportPart id="kursrapport-tittel" level={4} title={report.course.title} actions={<ReportStatus course={report.course} />}>
      <Stack component="dl" direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', m: 0, mb: 2 }}>
        <Figure label={T.started} value={count(report.started)} />
        <Figure label={T.completed} value={count(report.completed)} />
        <Figure label={T.completionRate} value={percent(report.completionRate)} />
      </Stack>
      <Button variant="outlined" href={`/api/courses/${report.course.id}/report?format=csv`} download>
        {T.downloadCourseCsv}
      </Button>

      <ReportPart id="kursrapport-moduler" level={5} title={T.modulesTitle}>
        <DataTable
          labelledBy="kursrapport-moduler"
          columns={MODULE_COLUMNS}
          empty={T.noModules}
          rows={report.modules.map((m) => ({
            id: m.moduleId,
            cells: { module: courseLabel(m), attempts: count(m.attempts), dealers: count(m.dealers), average: percent(m.averageScore, 1) },
          }))}
        />
        {report.modules.length > 0 &&
          (anyAttempts ? (
            <ChartFigure id="diagram-moduler" title={T.moduleChart} categoryLabel={M.module} chart={averageScorePerModule(report)} decimals={1} />
          ) : (
            <EmptyText>{T.noAttempts}</EmptyText>
          ))}
      </ReportPart>

      <ReportPart id="kursrapport-feil" level={5} title={T.missedTitle}>
        <DataTable
          labelledBy="kursrapport-feil"
          columns={MISSED_COLUMNS}
          empty={T.noMissed}
          rows={report.mostMissed.map((q, i) => ({
            id: `${i}-${q.questionId ?? 'slettet'}-${q.moduleId}`,
            cells: { question: q.questionText, module: q.moduleTitle, answers: count(q.answers), wrong: count(q.wrong), rate: percent(q.wrongRate, 1) },
          }))}
        />
      </ReportPart>

      <ReportPart id="kursrapport-over-tid" level={5} title={T.monthsTitle}>
        {report.completionsByMonth.length === 0 ? (
          <EmptyText>{T.noCompletions}</EmptyText>
        ) : (
          <ChartFigure id="diagram-over-tid" title={T.monthsChart} categoryLabel="Måned" chart={completionsOverTime(report)} showTable />
        )}
      </ReportPart>

      <ReportPart id="kursrapport-forhandlere" level={5} title={T.courseDealersTitle}>
        <DataTable
          labelledBy="kursrapport-forhandlere"
          columns={DEALER_COLUMNS}
          empty={T.noDealersInCourse}
          rows={report.dealers.map((d) => ({
            id: d.dealerId,
            cells: {
              dealer: d.name,
              company: d.company,
              progress: percent(d.progress),
              started: <DateText date={d.startedAt} />,
              completed: <DateText date={d.completedAt} empty={T.notCompleted} />,
            },
          }))}
        />
      </ReportPart>
    </ReportPart>
  );
}

export function CourseReportSection({ overview, picked, report }: { overview: CourseOverviewRow[]; picked: CourseOverviewRow; report: CourseReport }) {
  return (
    <div id="kursrapport">
      <ReportPart id="kursrapport-overskrift" level={3} title={T.courseTitle}>
        <CoursePicker overview={overview} picked={picked} />
        <Details report={report} />
      </ReportPart>
    </div>
  );
}
