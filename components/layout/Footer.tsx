import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { phoneHref, type SiteConfig } from '@/lib/site';
import { Logo } from './Logo';
import { NAV_ITEMS } from './navigation';

/** Ratings shown in the footer (spec: hard-coded text). */
const RATINGS = [
  { score: '4.8/5', reviews: 163, source: 'Trustpilot' },
  { score: '4.7/5', reviews: 94, source: 'Google' },
];

export function Footer({ site, year }: { site: SiteConfig; year: number }) {
  return (
    <Box component="footer" sx={{ bgcolor: '#2b2118', color: '#f4ede4', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo brandName={site.brandName} inverted />
            <Typography variant="body2" sx={{ mt: 2, opacity: 0.85 }}>
              Pleieprodukter for tre, lær og møbler siden {site.foundedYear}.
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} aria-label="Kundevurderinger">
              {RATINGS.map((r) => (
                <Box
                  key={r.source}
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1.5, py: 0.75, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.08)' }}
                >
                  <StarIcon fontSize="small" sx={{ color: '#f2b53a' }} aria-hidden />
                  <Typography variant="body2">
                    <strong>{r.score}</strong> · {r.reviews} anmeldelser på {r.source}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Kontakt oss
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.9 }}>
              <div>{site.companyName}</div>
              <div>
                E-post:{' '}
                <Link href={`mailto:${site.email}`} color="inherit">
                  {site.email}
                </Link>
              </div>
              <div>
                Telefon:{' '}
                <Link href={phoneHref(site)} color="inherit">
                  {site.phone}
                </Link>
              </div>
              <div>Org.nr: {site.organisationNumber}</div>
            </Box>
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Navigasjon
            </Typography>
            <Box component="nav" aria-label="Bunnmeny">
              <Stack spacing={0.75}>
                {NAV_ITEMS.map((item) => (
                  <Link key={item.label} href={item.href} color="inherit" underline="hover">
                    {item.label}
                  </Link>
                ))}
                <Link href="/auth" color="inherit" underline="hover">
                  Forhandlerlogin
                </Link>
                <Link href="/personvern" color="inherit" underline="hover">
                  Personvern
                </Link>
              </Stack>
            </Box>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)', opacity: 0.8 }}>
          © {year} {site.companyName}. Alle rettigheter reservert.
        </Typography>
      </Container>
    </Box>
  );
}
