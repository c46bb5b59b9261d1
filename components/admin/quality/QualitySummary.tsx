/**
 * Datakvalitet in Oversikt's 'Venter på deg' (docs/product.md: Datakvalitet): the catalogue's
 * completeness (overall and per channel) and the products that still lack something — those with a
 * safety problem first, then by how much they lack — at most QUALITY_SHOWN of them, each problem a
 * link to where it is fixed, and a link to the product list, whose Datakvalitet column has them all.
 * Renders on the server.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { QUALITY_CHANNELS, type CatalogueQuality } from '@/lib/catalogue/quality';
import { countOf, formatNumber } from '../kit/format';
import { ProblemList } from './QualityProblems';

export const QUALITY_SHOWN = 10;

export const QUALITY_UI = {
  title: 'Datakvalitet',
  figure: (q: CatalogueQuality) =>
    `${q.percent} % av ${countOf(q.total, 'produkt', 'produkter')} har alt nettsiden, Google og sikkerhetsinformasjonen trenger (${QUALITY_CHANNELS.map(
      (c) => `${c.label.toLowerCase()} ${q.channels[c.value].percent} %`,
    ).join(', ')}).`,
  lacking: (n: number) => `${countOf(n, 'produkt', 'produkter')} mangler noe:`,
  more: (shown: number, total: number) => `Viser ${formatNumber(shown)} av ${formatNumber(total)}. Se alle i produktlisten (kolonnen Datakvalitet)`,
  all: 'Se datakvaliteten for alle produkter i produktlisten',
  none: 'Alle produkter har det kanalene trenger.',
} as const;

export function QualitySummary({ quality, productsHref }: { quality: CatalogueQuality; productsHref: string }) {
  const ordered = [...quality.withProblems].sort(
    (a, b) =>
      Number(b.problems.some((p) => p.channel === 'safety')) - Number(a.problems.some((p) => p.channel === 'safety')) || b.problems.length - a.problems.length,
  );
  const shown = ordered.slice(0, QUALITY_SHOWN);
  return (
    <section aria-labelledby="quality-title" data-testid="quality-summary">
      <Typography id="quality-title" variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {QUALITY_UI.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{QUALITY_UI.figure(quality)}</Typography>
      {shown.length === 0 ? (
        <Typography>{QUALITY_UI.none}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{QUALITY_UI.lacking(quality.withProblems.length)}</Typography>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {shown.map((p) => (
              <li key={p.id} style={{ marginBottom: 8 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {p.name} ({p.articleNumber})
                </Typography>
                <ProblemList problems={p.problems} />
              </li>
            ))}
          </ul>
          <Typography sx={{ mt: 1 }}>
            <Link href={productsHref}>{ordered.length > shown.length ? QUALITY_UI.more(shown.length, ordered.length) : QUALITY_UI.all}</Link>
          </Typography>
        </>
      )}
    </section>
  );
}
