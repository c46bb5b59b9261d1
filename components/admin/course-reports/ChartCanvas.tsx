'use client';
/**
 * The MUI X chart itself (bar or line) for one ChartData: loaded in the browser only, by
 * ReportChart. MUI X hides its drawing from assistive technology (aria-hidden SVG); the chart is
 * named by ChartFigure's figure caption and its figures are in the table beside it. No `title`
 * prop: MUI X puts it as aria-label on a role="none" element, which axe reports as prohibited.
 * Figures in the panel's one format (figures.ts). On a phone the bar chart's category axis keeps
 * a fixed width with shortened labels, so the bars keep most of the width and labels never overlap.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { nbNOLocaleText } from '@mui/x-charts/locales';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ChartData } from '@/lib/courses/report-charts';
import { chartHeight, chartValue, shortLabel, type Decimals } from './figures';

/** The theme's wood brown and forest green (components/admin/kit/theme.ts): both over 4.5:1 on white. */
const COLORS = ['#6b4226', '#2f5d3a'];
/** The category axis on a phone: about a third of a 390 px screen. */
const PHONE_AXIS = 112;

export function ChartCanvas({ chart, decimals }: { chart: ChartData; decimals: Decimals }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const format = (value: number | null) => chartValue(chart, value, decimals);
  const series = chart.series.map((s, i) => ({ label: s.label, data: s.values, valueFormatter: format, color: COLORS[i % COLORS.length] }));
  const tick = (v: number) => chartValue(chart, v, 0);
  const valueAxis =
    chart.unit === 'percent' ? { min: 0, max: 100, tickNumber: phone ? 3 : 5, valueFormatter: tick } : { min: 0, tickMinStep: 1, valueFormatter: tick };
  return (
    <ChartsLocalizationProvider localeText={nbNOLocaleText}>
      {chart.kind === 'bar' ? (
        <BarChart
          layout="horizontal"
          height={chartHeight(chart)}
          yAxis={[
            {
              scaleType: 'band',
              data: chart.categories,
              width: phone ? PHONE_AXIS : 'auto',
              valueFormatter: (label: string, context) => (phone && context.location === 'tick' ? shortLabel(label) : label),
            },
          ]}
          xAxis={[valueAxis]}
          series={series}
          hideLegend={series.length === 1}
        />
      ) : (
        <LineChart
          height={chartHeight(chart)}
          xAxis={[{ scaleType: 'point', data: chart.categories }]}
          yAxis={[{ ...valueAxis, width: phone ? 40 : 'auto' }]}
          series={series.map((s) => ({ ...s, showMark: true }))}
        />
      )}
    </ChartsLocalizationProvider>
  );
}
