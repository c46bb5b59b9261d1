import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LazyContactForm } from '@/components/contact/LazyContactForm';
import { ProductList } from '@/components/catalogue/ProductList';
import { JsonLd } from '@/components/seo/JsonLd';
import { listPublicProducts } from '@/lib/catalogue/queries';
import { siteConfig } from '@/lib/site';

export const metadata: Metadata = {
  description:
    'Møbelpolish, treolje, lærpleie, gulvbeskyttelse og hageprodukter fra en produsent med over 100 års erfaring. Se produktene og finn nærmeste forhandler.',
  alternates: { canonical: '/' },
};

/** Served from the full-route cache; a product change revalidates it at once (tag 'products'). */
export const revalidate = 300;

/** Company claims (spec: hard-coded text). */
const CLAIMS = [
  { figure: '100+', label: 'års erfaring' },
  { figure: '100+', label: 'forhandlere' },
  { figure: '100K+', label: 'fornøyde kunder' },
];

export default async function HomePage() {
  const products = await listPublicProducts();
  const site = siteConfig();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: site.companyName,
          alternateName: site.brandName,
          url: site.siteUrl,
          email: site.email,
          telephone: site.phone,
          foundingDate: String(site.foundedYear),
          address: {
            '@type': 'PostalAddress',
            streetAddress: site.address.street,
            postalCode: site.address.postalCode,
            addressLocality: site.address.city,
            addressCountry: site.address.country,
          },
          description: `Pleieprodukter for tre, lær og møbler siden ${site.foundedYear}.`,
        }}
      />
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
            <Suspense>
              <ProductList products={products} />
            </Suspense>
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
          <Box sx={{ mt: 3 }}>
            <LazyContactForm />
          </Box>
        </Container>
      </Box>
    </>
  );
}
