/**
 * The report's figures in the admin panel's one format (kit/format.ts; docs/product.md: learning
 * reports): rates and progress in whole percent ('67 %'), average scores and shares of wrong
 * answers with one decimal ('75,0 %'), counts with a thousands separator, '–' where there is no
 * figure. Pure: the server's tables and the chart island use the same functions.
 */
import { NO_FIGURE, type ChartData } from '@/lib/courses/report-charts';
import { formatNumber, formatPercent } from '../kit/format';

/** How many decimals a chart's or column's percentages carry. */
export type Decimals = 0 | 1;

export const percent = (value: number | null, decimals: Decimals = 0) => (value === null ? NO_FIGURE : formatPercent(value, decimals));
export const count = (value: number | null) => (value === null ? NO_FIGURE : formatNumber(value));

/** One figure of a chart as its axis, tooltip and table show it. */
export function chartValue(chart: Pick<ChartData, 'unit'>, value: number | null, decimals: Decimals): string {
  return chart.unit === 'percent' ? percent(value, decimals) : count(value);
}

const BAR_HEIGHT = 44;

/** The chart's height: a bar per category (bar charts), or a fixed 300 px (line charts). Its placeholder takes the same. */
export function chartHeight(chart: Pick<ChartData, 'kind' | 'categories'>): number {
  return chart.kind === 'bar' ? 80 + BAR_HEIGHT * Math.max(1, chart.categories.length) : 300;
}

/** A category label shortened for a phone's narrow axis ('Grunnkurs i møbelpl…'); the tables keep the whole name. */
export function shortLabel(label: string, max = 16): string {
  return label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;
}
