'use client';
/**
 * The MUI X chart itself (bar or line) for one ChartData: loaded in the browser only, by
 * ReportChart. MUI X hides its drawing from assistive technology (aria-hidden SVG); the chart is
 * named by ChartFigure's figure caption and its figures are in the table beside it. No `title`
 * prop: MUI X puts it as aria-label on a role="none" element, which axe reports as prohibited.
 * Figures formatted nb-NO (lib/courses/report-charts.ts).
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { nbNOLocaleText } from '@mui/x-charts/locales';
import { formatValue, type ChartData } from '@/lib/courses/report-charts';

const BAR_HEIGHT = 44;
/** The theme's wood brown and forest green (components/ui/theme.ts): both over 4.5:1 on white. */
const COLORS = ['#6b4226', '#2f5d3a'];

export function ChartCanvas({ chart }: { chart: ChartData }) {
  const format = (value: number | null) => formatValue(chart.unit, value);
  const series = chart.series.map((s, i) => ({ label: s.label, data: s.values, valueFormatter: format, color: COLORS[i % COLORS.length] }));
  const valueAxis = chart.unit === 'percent' ? { min: 0, max: 100, tickNumber: 5, valueFormatter: (v: number) => format(v) } : { min: 0, tickMinStep: 1, valueFormatter: (v: number) => format(v) };
  return (
    <ChartsLocalizationProvider localeText={nbNOLocaleText}>
      {chart.kind === 'bar' ? (
        <BarChart
          layout="horizontal"
          height={80 + BAR_HEIGHT * Math.max(1, chart.categories.length)}
          yAxis={[{ scaleType: 'band', data: chart.categories, width: 'auto' }]}
          xAxis={[valueAxis]}
          series={series}
          hideLegend={series.length === 1}
        />
      ) : (
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: chart.categories }]}
          yAxis={[valueAxis]}
          series={series.map((s) => ({ ...s, showMark: true }))}
        />
      )}
    </ChartsLocalizationProvider>
  );
}
