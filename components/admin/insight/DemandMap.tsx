/**
 * The unmet demand on a map of Norway, drawn on the server from the dealer finder's outline
 * (lib/generated/dealer-map-outline.ts, the projection of lib/dealers/map): one circle per postal
 * code at its postal-prefix centre, its area growing with the number of searches. An image with a
 * text alternative; the table under it carries every figure.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { project } from '@/lib/dealers/map/projection';
import { MAP_OUTLINE } from '@/lib/generated/dealer-map-outline';
import type { DemandPoint } from '@/lib/insight/reads';
import { OVERVIEW_UI as T } from './texts';

const NORWAY = MAP_OUTLINE.nordic.find((c) => c.name === 'Norge')!.bbox;
const PAD = 0.04;
const VIEW = {
  x: NORWAY.x - NORWAY.width * PAD,
  y: NORWAY.y - NORWAY.height * PAD,
  width: NORWAY.width * (1 + 2 * PAD),
  height: NORWAY.height * (1 + 2 * PAD),
};
const MIN_R = NORWAY.width * 0.008;
const MAX_R = NORWAY.width * 0.04;

export function DemandMap({ points }: { points: readonly DemandPoint[] }) {
  const max = Math.max(1, ...points.map((p) => p.count));
  return (
    <Box component="figure" sx={{ m: 0, mb: 2 }}>
      <Box
        component="svg"
        role="img"
        aria-label={T.mapLabel(points.length)}
        viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
        data-testid="demand-map"
        sx={{ display: 'block', width: '100%', maxWidth: 360, height: 'auto', bgcolor: '#e8f1f5', borderRadius: 1 }}
      >
        <path d={MAP_OUTLINE.neighbours} fill="#f3efe8" stroke="#c9bfae" vectorEffect="non-scaling-stroke" />
        {MAP_OUTLINE.nordic.map((c) => (
          <path key={c.id} d={c.d} fill={c.name === 'Norge' ? '#efe4d2' : '#f3efe8'} stroke="#a8977c" vectorEffect="non-scaling-stroke" />
        ))}
        {points.map((p) => {
          const { x, y } = project(p);
          return (
            <circle
              key={p.postalCode}
              cx={x}
              cy={y}
              r={MIN_R + (MAX_R - MIN_R) * Math.sqrt(p.count / max)}
              fill="rgba(178, 34, 34, 0.45)"
              stroke="#8b1a1a"
              vectorEffect="non-scaling-stroke"
              data-postal-code={p.postalCode}
            >
              <title>{`${p.postalCode}: ${p.count}`}</title>
            </circle>
          );
        })}
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {T.mapCaption}
      </Typography>
    </Box>
  );
}
