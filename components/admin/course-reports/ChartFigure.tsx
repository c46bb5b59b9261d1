/**
 * One chart of the 'Rapporter' section with its figures as a table: a figure named by its caption,
 * the chart island (ReportChart) and a table with a caption holding the same figures, formatted
 * the same way (chartRows), visually hidden unless `showTable` (then everyone sees it).
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { chartRows, type ChartData } from '@/lib/courses/report-charts';
import { ReportChart } from './ReportChart';
import { REPORT_TEXTS as T } from './texts';

export function ChartFigure({ id, title, categoryLabel, chart, showTable = false }: { id: string; title: string; categoryLabel: string; chart: ChartData; showTable?: boolean }) {
  const captionId = `${id}-caption`;
  return (
    <figure aria-labelledby={captionId} style={{ margin: '16px 0 24px' }} data-testid={id}>
      <Typography component="figcaption" id={captionId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <ReportChart chart={chart} />
      <Table size="small" className={showTable ? undefined : 'visually-hidden'} sx={{ maxWidth: 640 }}>
        <caption className={showTable ? 'visually-hidden' : undefined}>{T.chartTable(title)}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {categoryLabel}
            </TableCell>
            {chart.series.map((s) => (
              <TableCell key={s.label} component="th" scope="col" align="right">
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {chartRows(chart).map(([category, ...values], i) => (
            <TableRow key={`${i}-${category}`}>
              <TableCell component="th" scope="row">
                {category}
              </TableCell>
              {values.map((v, j) => (
                <TableCell key={j} align="right">
                  {v}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </figure>
  );
}
