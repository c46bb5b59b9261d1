import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { listPublicProducts } from '@/lib/catalogue/queries';

/** Company claims (spec: hard-coded text). */
const CLAIMS = [
  { figure: '100+', label: 'års erfaring' },
  { figure: '100+', label: 'forhandlere' },
  { figure: '100K+', label: 'fornøyde kunder' },
];

export default async function HomePage() {
  const products = await listPublicProducts();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{ pt: { xs: 14, md: 18 }, pb: { xs: 8, md: 10 }, background: 'linear-gradient(160deg, #f4ead9 0%, #faf7f2 60%)' }}
      >
        <Container maxWidth="lg">
          <Typography id="hero-title" variant="h1" component="h1" sx={{ maxWidth: 760 }}>
            Pleie for tre, lær og møbler – siden 1915
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, maxWidth: 640, fontWeight: 400 }}>
            Kvalitetsprodukter som gir møbler, gulv og lær et langt og vakkert liv.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button href="#products" variant="contained" size="large">
              Se våre produkter
            </Button>
            <Button href="/forhandlere" variant="outlined" size="large">
              Finn forhandler
            </Button>
          </Stack>
          <Stack component="ul" direction="row" spacing={{ xs: 3, md: 6 }} sx={{ mt: 6, p: 0, listStyle: 'none', flexWrap: 'wrap' }}>
            {CLAIMS.map((c) => (
              <Box component="li" key={c.label}>
                <Typography sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}>{c.figure}</Typography>
                <Typography color="text.secondary">{c.label}</Typography>
              </Box>
            ))}
          </Stack>
        </Container>
      </Box>

      <Box component="section" id="products" aria-labelledby="products-title" sx={{ py: 8 }}>
        <Container maxWidth="lg">
          <Typography id="products-title" variant="h2" component="h2" sx={{ mb: 4 }}>
            Våre produkter
          </Typography>
          {products.length === 0 ? (
            <Typography color="text.secondary">Ingen produkter å vise ennå.</Typography>
          ) : (
            <Grid container spacing={3} component="ul" sx={{ p: 0, listStyle: 'none' }}>
              {products.map((p) => (
                <Grid key={p.articleNumber} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                  <Card variant="outlined" sx={{ height: '100%', textAlign: 'center' }}>
                    <CardContent>
                      <Image
                        src={p.imageUrl}
                        alt={p.name}
                        width={160}
                        height={160}
                        sizes="160px"
                        style={{ borderRadius: '50%', objectFit: 'cover' }}
                      />
                      <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
                        {p.name}
                      </Typography>
                      <Typography color="text.secondary">Art.nr: {p.articleNumber}</Typography>
                    </CardContent>
                  </Card>
                </Grid>
              ))}
            </Grid>
          )}
        </Container>
      </Box>

      <Box component="section" id="contact" aria-labelledby="contact-title" sx={{ py: 8, bgcolor: '#f4ede4' }}>
        <Container maxWidth="md">
          <Typography id="contact-title" variant="h2" component="h2">
            Kontakt oss
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Har du spørsmål om produktene våre? Skriv til oss, så svarer vi innen 24 timer på hverdager.
          </Typography>
          <Button href="/kontakt" variant="contained" sx={{ mt: 3 }}>
            Gå til kontaktsiden
          </Button>
        </Container>
      </Box>
    </>
  );
}
