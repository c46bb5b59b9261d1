'use client';
/**
 * A chart island of the 'Rapporter' section: MUI X Charts is loaded in the browser only (it
 * measures its box), so the admin page's server HTML carries the tables and a placeholder while
 * the chart's code loads.
 */
import dynamic from 'next/dynamic';
import Skeleton from '@mui/material/Skeleton';
import type { ChartData } from '@/lib/courses/report-charts';
import { REPORT_TEXTS as T } from './texts';

function ChartLoading() {
  return (
    <div role="status">
      <span className="visually-hidden">{T.chartLoading}</span>
      <Skeleton variant="rounded" height={200} aria-hidden="true" />
    </div>
  );
}

const ChartCanvas = dynamic(() => import('./ChartCanvas').then((m) => m.ChartCanvas), { ssr: false, loading: ChartLoading });

export function ReportChart({ chart }: { chart: ChartData }) {
  return <ChartCanvas chart={chart} />;
}
