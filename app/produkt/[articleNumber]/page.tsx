import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { PostalCodeSearch } from '@/components/catalogue/PostalCodeSearch';
import { RetailerLinks } from '@/components/catalogue/RetailerLinks';
import styles from '@/components/catalogue/product.module.css';
import { getProductDetail, listPublicProducts, type ProductDetail } from '@/lib/catalogue/queries';
import { youtubeEmbedUrl } from '@/lib/catalogue/video';
import { siteConfig } from '@/lib/site';

type Props = { params: Promise<{ articleNumber: string }> };

/**
 * Every product page is prerendered at build time and served from the full-route cache; a
 * product change revalidates it at once (tag 'products'), new products render on first visit.
 */
export const revalidate = 300;

export async function generateStaticParams(): Promise<Array<{ articleNumber: string }>> {
  return (await listPublicProducts()).map((p) => ({ articleNumber: p.articleNumber }));
}

function plainText(html: string | null, max = 160): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // malformed percent-encoding
  }
}

async function load(params: Props['params']): Promise<ProductDetail> {
  const articleNumber = safeDecode((await params).articleNumber);
  const product = articleNumber === null ? null : await getProductDetail(articleNumber);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load(params);
  const path = `/produkt/${encodeURIComponent(product.articleNumber)}`;
  const description = plainText(product.description) || `${product.name} – art.nr ${product.articleNumber}.`;
  return {
    title: product.name,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      title: product.name,
      description,
      images: [{ url: product.imageUrl, width: 800, height: 800, alt: product.name }],
    },
  };
}

/** A headed block of stored HTML (sanitised by lib/catalogue before it gets here). */
function RichTextSection({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mb: 5 }}>
      <Typography id={`${id}-title`} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />
    </Box>
  );
}

export default async function ProductPage({ params }: Props) {
  const product = await load(params);
  const site = siteConfig();
  const url = `${site.siteUrl}/produkt/${encodeURIComponent(product.articleNumber)}`;

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 12, md: 16 }, pb: 8 }}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          sku: product.articleNumber,
          mpn: product.articleNumber,
          image: [`${site.siteUrl}${product.imageUrl}`],
          description: plainText(product.description, 5000),
          category: product.category ?? undefined,
          brand: { '@type': 'Brand', name: site.brandName },
          url,
        }}
      />
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Image
            src={product.imageUrl}
            alt={product.name}
            width={800}
            height={800}
            priority
            sizes="(max-width: 900px) 100vw, 480px"
            style={{ width: '100%', height: 'auto', borderRadius: 16, background: '#f4ede4' }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {product.category && <Chip label={product.category} color="secondary" variant="outlined" sx={{ mb: 2 }} />}
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {product.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Art.nr: {product.articleNumber}
          </Typography>

          <Paper variant="outlined" component="section" aria-labelledby="buy-title" sx={{ mt: 4, p: 3 }}>
            <Typography id="buy-title" component="h2" variant="h6">
              Kjøp hos våre forhandlere
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
              Skriv inn postnummeret ditt for å finne nærmeste forhandler.
            </Typography>
            <PostalCodeSearch />
            <RetailerLinks retailers={product.retailers} />
          </Paper>
        </Grid>
      </Grid>

      <Grid container spacing={{ xs: 4, md: 6 }} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          {product.description && <RichTextSection id="description" title="Produktbeskrivelse" html={product.description} />}
          {product.instructions && <RichTextSection id="instructions" title="Bruksanvisning" html={product.instructions} />}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {product.videoId && (
            <Box component="section" aria-labelledby="video-title" sx={{ mb: 4 }}>
              <Typography id="video-title" component="h2" variant="h5" sx={{ mb: 2 }}>
                Se hvordan
              </Typography>
              <div className={styles.video}>
                <iframe
                  src={youtubeEmbedUrl(product.videoId)}
                  title={`Video: ${product.name}`}
                  loading="lazy"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                  referrerPolicy="strict-origin-when-cross-origin"
                  allowFullScreen
                />
              </div>
            </Box>
          )}
          {product.highlightText && (
            <Paper
              component="aside"
              aria-label="Fremhevet"
              elevation={0}
              sx={{ p: 3, bgcolor: '#2f5d3a', color: '#ffffff', borderRadius: 3 }}
            >
              <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
                {product.highlightText}
              </Typography>
              {product.highlightDescription && <Typography sx={{ mt: 1 }}>{product.highlightDescription}</Typography>}
            </Paper>
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
