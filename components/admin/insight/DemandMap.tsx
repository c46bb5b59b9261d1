/**
 * The unmet demand on a map of Norway, drawn on the server from the dealer finder's outline
 * (lib/generated/dealer-map-outline.ts, the projection of lib/dealers/map): one circle per postal
 * code at its postal-prefix centre, its area growing with the number of searches. An image with a
 * text alternative; the table under it carries every figure. The view is mainland Norway, grown to
 * take in every point (a search from Svalbard shows Svalbard too).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { project } from '@/lib/dealers/map/projection';
import { MAP_OUTLINE } from '@/lib/generated/dealer-map-outline';
import type { DemandPoint } from '@/lib/insight/reads';
import { OVERVIEW_UI as T } from './texts';

/** Mainland Norway (Lindesnes to the Russian border, 57.9–71.3° N); the view grows to take in every point (Svalbard too). */
const MAINLAND = [project({ lat: 57.8, lng: 4.4 }), project({ lat: 71.3, lng: 31.3 })];
const PAD = 0.04;

function viewOf(points: readonly { x: number; y: number }[]) {
  const xs = [...MAINLAND, ...points].map((p) => p.x);
  const ys = [...MAINLAND, ...points].map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const pad = Math.max(maxX - minX, maxY - minY) * PAD;
  return { x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad };
}

export function DemandMap({ points }: { points: readonly DemandPoint[] }) {
  const max = Math.max(1, ...points.map((p) => p.count));
  const placed = points.map((p) => ({ ...p, ...project(p) }));
  const view = viewOf(placed);
  const [minR, maxR] = [view.width * 0.012, view.width * 0.05];
  return (
    <Box component="figure" sx={{ m: 0, mb: 2, flex: 'none', maxWidth: { md: 420 } }}>
      <Box
        component="svg"
        role="img"
        aria-label={T.mapLabel(points.length)}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        data-testid="demand-map"
        sx={{ display: 'block', height: { xs: 360, sm: 480 }, width: 'auto', maxWidth: '100%', bgcolor: '#e8f1f5', borderRadius: 1 }}
      >
        <path d={MAP_OUTLINE.neighbours} fill="#f3efe8" stroke="#c9bfae" vectorEffect="non-scaling-stroke" />
        {MAP_OUTLINE.nordic.map((c) => (
          <path key={c.id} d={c.d} fill={c.name === 'Norge' ? '#efe4d2' : '#f3efe8'} stroke="#a8977c" vectorEffect="non-scaling-stroke" />
        ))}
        {placed.map((p) => (
          <circle
            key={p.postalCode}
            cx={p.x}
            cy={p.y}
            r={minR + (maxR - minR) * Math.sqrt(p.count / max)}
            fill="rgba(178, 34, 34, 0.45)"
            stroke="#8b1a1a"
            vectorEffect="non-scaling-stroke"
            data-postal-code={p.postalCode}
          >
            <title>{`${p.postalCode}: ${p.count}`}</title>
          </circle>
        ))}
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {T.mapCaption}
      </Typography>
    </Box>
  );
}
