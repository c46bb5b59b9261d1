/**
 * A product's Datakvalitet in the product list (docs/product.md: Datakvalitet): 'Komplett', or
 * '2 mangler' that opens (a native disclosure: keyboard and screen readers need no script) the list
 * of problems, each with its channel and a link to where it is fixed. Renders on the server.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { problemsSummary, QUALITY_CHANNELS, type QualityProblem } from '@/lib/catalogue/quality';

const channelLabel = (value: string) => QUALITY_CHANNELS.find((c) => c.value === value)?.label ?? value;

export function QualityProblems({ problems }: { problems: readonly QualityProblem[] }) {
  if (problems.length === 0) {
    return (
      <Typography variant="body2" color="success.main" component="span">
        {problemsSummary(problems)}
      </Typography>
    );
  }
  return (
    <details data-testid="quality-details">
      <summary style={{ cursor: 'pointer', whiteSpace: 'nowrap' }}>
        <Typography variant="body2" component="span" color="warning.dark" sx={{ fontWeight: 600 }}>
          {problemsSummary(problems)}
        </Typography>
      </summary>
      <ProblemList problems={problems} />
    </details>
  );
}

/** The problems as a list: 'Google: 3020 (500 ml): mangler GTIN', each a link to where it is fixed. */
export function ProblemList({ problems }: { problems: readonly QualityProblem[] }) {
  return (
    <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
      {problems.map((p) => (
        <li key={`${p.channel}:${p.text}`}>
          <Typography variant="body2" component="span">
            {channelLabel(p.channel)}: <Link href={p.href}>{p.text}</Link>
          </Typography>
        </li>
      ))}
    </ul>
  );
}
