'use client';
/**
 * A chart island of the 'Rapporter' section: MUI X Charts is loaded in the browser only (it
 * measures its box), and only on this section, so the admin page's server HTML carries the tables
 * and a placeholder while the chart's code loads. The box has the chart's own height, so nothing
 * moves when the chart arrives, and never more than the screen's width.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { ChartData } from '@/lib/courses/report-charts';
import { chartHeight, type Decimals } from './figures';
import { REPORT_TEXTS as T } from './texts';

function Placeholder() {
  return (
    <Box role="status" sx={{ height: '100%' }}>
      <span className="visually-hidden">{T.chartLoading}</span>
      <Skeleton variant="rounded" height="100%" aria-hidden="true" />
    </Box>
  );
}

const ChartCanvas = dynamic(() => import('./ChartCanvas').then((m) => m.ChartCanvas), { ssr: false, loading: Placeholder });

export function ReportChart({ chart, decimals }: { chart: ChartData; decimals: Decimals }) {
  return (
    <Box sx={{ width: '100%', minWidth: 0, height: chartHeight(chart), overflow: 'hidden' }}>
      <ChartCanvas chart={chart} decimals={decimals} />
    </Box>
  );
}
