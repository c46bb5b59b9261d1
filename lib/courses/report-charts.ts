/**
 * The learning reports' charts ('Rapporter', docs/product.md: Course authoring) as plain data:
 * the categories, the series and the same figures as table rows, formatted the Norwegian way
 * (nb-NO: decimal comma, '%' after a space). Pure and client-safe (types only from reports.ts),
 * so the chart islands and the screen-reader tables show exactly the same figures.
 */
import type { CourseOverviewRow, CourseReport } from './reports';

/** What the chart's value axis counts: a percentage (0–100) or a number of dealers. */
export type ChartUnit = 'percent' | 'count';

export interface ChartSeries {
  label: string;
  /** One value per category; null where there is nothing to show (a module without attempts). */
  values: (number | null)[];
}

export interface ChartData {
  kind: 'bar' | 'line';
  unit: ChartUnit;
  /** The category labels along the x axis (course titles, module titles, months). */
  categories: string[];
  series: ChartSeries[];
}

const PERCENT_WHOLE = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const PERCENT_ONE = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const MONTH = new Intl.DateTimeFormat('nb-NO', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** Shown where a figure is missing (a module nobody has answered). */
export const NO_FIGURE = '–';

/**
 * A percentage (0–100, already rounded by the report) as nb-NO text: '67 %', '58,3 %'. The space
 * is a no-break space so the sign never wraps; null → '–'.
 */
export function formatPercent(value: number | null): string {
  if (value === null) return NO_FIGURE;
  const text = Number.isInteger(value) ? PERCENT_WHOLE.format(value) : PERCENT_ONE.format(value);
  return `${text}\u00a0%`;
}

/** A count as nb-NO text (a thousands separator from 1 000 on); null → '–'. */
export function formatCount(value: number | null): string {
  return value === null ? NO_FIGURE : COUNT.format(value);
}

export function formatValue(unit: ChartUnit, value: number | null): string {
  return unit === 'percent' ? formatPercent(value) : formatCount(value);
}

/** 'YYYY-MM' as a month name and year: '2026-01' → 'jan. 2026'; anything else unchanged. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return MONTH.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** A course's title as the charts and tables show it: archived courses marked '(arkivert)'. */
export function courseLabel(course: { title: string; archived: boolean }): string {
  return course.archived ? `${course.title} (arkivert)` : course.title;
}

/** Completion per course (bar): the completion rate of every course in the overview. */
export function completionPerCourse(rows: CourseOverviewRow[]): ChartData {
  return {
    kind: 'bar',
    unit: 'percent',
    categories: rows.map(courseLabel),
    series: [{ label: 'Fullføringsgrad', values: rows.map((r) => r.completionRate) }],
  };
}

/** Average score per module (bar): null for a module without attempts. */
export function averageScorePerModule(report: Pick<CourseReport, 'modules'>): ChartData {
  return {
    kind: 'bar',
    unit: 'percent',
    categories: report.modules.map(courseLabel),
    series: [{ label: 'Gjennomsnittlig poengsum', values: report.modules.map((m) => m.averageScore) }],
  };
}

/**
 * Dealers completing over time (line): completions per month and the running total, from the
 * first month with a completion to the last (the report fills the empty months with 0).
 */
export function completionsOverTime(report: Pick<CourseReport, 'completionsByMonth'>): ChartData {
  let total = 0;
  const cumulative = report.completionsByMonth.map((m) => (total += m.completions));
  return {
    kind: 'line',
    unit: 'count',
    categories: report.completionsByMonth.map((m) => monthLabel(m.month)),
    series: [
      { label: 'Fullført i måneden', values: report.completionsByMonth.map((m) => m.completions) },
      { label: 'Fullført totalt', values: cumulative },
    ],
  };
}

/** The chart's figures as table rows: the category, then each series' value formatted. */
export function chartRows(chart: ChartData): string[][] {
  return chart.categories.map((category, i) => [category, ...chart.series.map((s) => formatValue(chart.unit, s.values[i] ?? null))]);
}
