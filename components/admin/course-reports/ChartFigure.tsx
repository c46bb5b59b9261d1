/**
 * One chart of the 'Rapporter' section with its figures as a table: a figure named by its caption,
 * the chart island (ReportChart) and a table with a caption holding the same figures, formatted
 * the same way (figures.ts), visually hidden unless `showTable` (then everyone sees it, inside a
 * frame that scrolls sideways on a phone). The hidden table sits in a 1 px box: on the table itself
 * the hiding class left it at its full width, 100 px past a phone's screen (issue 24's walk: 490 px).
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChartData } from '@/lib/courses/report-charts';
import { chartValue, type Decimals } from './figures';
import { ReportChart } from './ReportChart';
import { REPORT_TEXTS as T } from './texts';

export function ChartFigure({
  id,
  title,
  categoryLabel,
  chart,
  decimals = 0,
  showTable = false,
}: {
  id: string;
  title: string;
  categoryLabel: string;
  chart: ChartData;
  decimals?: Decimals;
  showTable?: boolean;
}) {
  const captionId = `${id}-caption`;
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, mt: 2, mb: 3, minWidth: 0 }} data-testid={id}>
      <Typography component="figcaption" id={captionId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <ReportChart chart={chart} decimals={decimals} />
      {/* Hidden by its box: a table itself cannot be made 1 px wide, and would widen the page on a phone. */}
      <Box className={showTable ? undefined : 'visually-hidden'} sx={showTable ? { overflowX: 'auto' } : undefined}>
        <Table size="small" sx={{ maxWidth: 640 }}>
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
            {chart.categories.map((category, i) => (
              <TableRow key={`${i}-${category}`}>
                <TableCell component="th" scope="row">
                  {category}
                </TableCell>
                {chart.series.map((s) => (
                  <TableCell key={s.label} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {chartValue(chart, s.values[i] ?? null, decimals)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
