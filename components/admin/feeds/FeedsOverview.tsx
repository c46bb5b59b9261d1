/**
 * The feeds page's content (docs/product.md: Feeds page): both feeds with their full addresses (new
 * tab) and the merchant tools, the articles (sizes: each is a feed item) both feeds leave out for
 * lack of a price (each with a link to edit its product), the tips. On the admin kit; renders on the server.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AdminSection } from '../kit/SectionHeader';
import { countOf } from '../kit/format';

export interface FeedsOverviewProps {
  googleUrl: string;
  metaUrl: string;
  /** The Google Manufacturer Center feed: every size with a GTIN, priced or not. */
  manufacturerUrl: string;
  all: number;
  priced: number;
  /** Sizes with a GTIN: the Manufacturer Center feed's items. */
  withGtin: number;
  /** The sizes without a price: their product's id, the size's title and article number. */
  unpriced: { id: number; name: string; articleNumber: string; editPath: string }[];
}

const articles = (n: number) => countOf(n, 'artikkel', 'artikler');

function FeedCard({
  title,
  text,
  url,
  testId,
  open,
  tool,
  toolUrl,
}: {
  title: string;
  text: string;
  url: string;
  testId: string;
  open: string;
  tool: string;
  toolUrl: string;
}) {
  return (
    <Card variant="outlined" component="li" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography>{text} Adresse:</Typography>
        <Typography component="code" data-testid={testId} sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
          {url}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" href={url} target="_blank" rel="noopener">
          {open}
        </Button>
        <Button href={toolUrl} target="_blank" rel="noopener noreferrer">
          {tool}
        </Button>
      </CardActions>
    </Card>
  );
}

export function FeedsOverview({ googleUrl, metaUrl, manufacturerUrl, all, priced, withGtin, unpriced }: FeedsOverviewProps) {
  const left = unpriced.length;
  return (
    <>
      <Typography sx={{ mb: 3 }}>
        Begge feedene har {priced} av {articles(all)} (hver størrelse er en egen artikkel): Google og Meta krever pris, så{' '}
        {left === 1 ? '1 artikkel uten pris er utelatt' : `${left} artikler uten pris er utelatt`}.
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 5, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        <FeedCard
          title="Google Merchant Center"
          text={`XML-feed (RSS 2.0) med ${articles(priced)}.`}
          url={googleUrl}
          testId="google-feed-url"
          open="Åpne XML-feed (ny fane)"
          tool="Gå til Google Merchant Center"
          toolUrl="https://merchants.google.com/"
        />
        <FeedCard
          title="Facebook og Instagram"
          text={`CSV-katalog med ${articles(priced)}, for Meta Commerce Manager.`}
          url={metaUrl}
          testId="meta-feed-url"
          open="Åpne CSV-feed (ny fane)"
          tool="Gå til Meta Commerce Manager"
          toolUrl="https://business.facebook.com/commerce/"
        />
        <FeedCard
          title="Google Manufacturer Center"
          text={`XML-feed (RSS 2.0) med produktdata fra produsenten for ${withGtin} av ${articles(all)}: Google krever GTIN, så artikler uten GTIN er utelatt. Beskrivelse, bilde, størrelse og hva produktet passer til; også uten pris.`}
          url={manufacturerUrl}
          testId="manufacturer-feed-url"
          open="Åpne produktdata (ny fane)"
          tool="Gå til Google Manufacturer Center"
          toolUrl="https://manufacturers.google.com/"
        />
      </Box>
      {left > 0 && (
        <AdminSection
          id="unpriced-title"
          title={`Artikler uten pris (${left})`}
          intro="Disse er ikke med i feedene. Legg inn veiledende pris på størrelsen for å ta den med."
        >
          <ul>
            {unpriced.map((p) => (
              <li key={p.articleNumber}>
                {p.name} (art.nr {p.articleNumber}) –{' '}
                <Link href={p.editPath} aria-label={`Rediger ${p.name}`}>
                  Rediger
                </Link>
              </li>
            ))}
          </ul>
        </AdminSection>
      )}
      <AdminSection id="tips-title" title="Tips">
        <ul style={{ margin: 0 }}>
          <li>Feedene oppdateres automatisk når produktene endres; plattformene henter dem på nytt etter sin egen plan.</li>
          <li>
            Hver størrelse er en egen artikkel i feedene, med artikkelnummeret som unik ID. Størrelsene av ett produkt holdes sammen med produktets
            artikkelnummer (item_group_id) og har størrelsen (size) ved siden av.
          </li>
          <li>Bruk bilder av høy kvalitet: minst 800 × 800 piksler, uten tekst eller vannmerker.</li>
          <li>Skriv fullstendige produktbeskrivelser; de sendes som ren tekst.</li>
          <li>Legg inn veiledende pris på hver størrelse, ellers kommer den ikke med i feedene.</li>
          <li>Legg inn GTIN (strekkoden) på hver størrelse som har en; Google viser da produktet oftere.</li>
        </ul>
      </AdminSection>
    </>
  );
}
