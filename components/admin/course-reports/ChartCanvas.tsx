'use client';
/**
 * The MUI X chart itself (bar or line) for one ChartData: loaded in the browser only, by
 * ReportChart. Its accessible name is the chart's title; the same figures are in the table that
 * ChartFigure renders beside it. Figures formatted nb-NO (lib/courses/report-charts.ts).
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { nbNOLocaleText } from '@mui/x-charts/locales';
import { formatValue, type ChartData } from '@/lib/courses/report-charts';

const BAR_HEIGHT = 44;

export function ChartCanvas({ chart, title }: { chart: ChartData; title: string }) {
  const format = (value: number | null) => formatValue(chart.unit, value);
  const series = chart.series.map((s) => ({ label: s.label, data: s.values, valueFormatter: format }));
  const valueAxis = chart.unit === 'percent' ? { min: 0, max: 100, valueFormatter: (v: number) => format(v) } : { min: 0, tickMinStep: 1, valueFormatter: (v: number) => format(v) };
  return (
    <ChartsLocalizationProvider localeText={nbNOLocaleText}>
      {chart.kind === 'bar' ? (
        <BarChart
          title={title}
          layout="horizontal"
          height={80 + BAR_HEIGHT * Math.max(1, chart.categories.length)}
          yAxis={[{ scaleType: 'band', data: chart.categories, width: 'auto' }]}
          xAxis={[valueAxis]}
          series={series}
          hideLegend={series.length === 1}
        />
      ) : (
        <LineChart
          title={title}
          height={300}
          xAxis={[{ scaleType: 'point', data: chart.categories }]}
          yAxis={[valueAxis]}
          series={series.map((s) => ({ ...s, showMark: true }))}
        />
      )}
    </ChartsLocalizationProvider>
  );
}
