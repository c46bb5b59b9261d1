/**
 * Demo documents for the dealer portal: a price list (CSV built from the demo catalogue, with
 * fictitious recommended prices) and marketing material (a poster and the logo, both rendered
 * to PNG with sharp: SVG documents are refused since issue 15). Stored under private/ keys, which /media never serves: dealers download them
 * through the dealer-only route. Idempotent: matched on title.
 */
import 'server-only';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import type { PrismaClient } from '../../lib/generated/prisma/client';
import type { Storage } from '../../lib/storage';
import { hashedKey } from '../../lib/storage';
import { compareArticleNumbers } from '../../lib/catalogue/article-number';
import { demoRecommendedPrice } from './prices';
import { demoProducts } from './data/products';
import { demoSizes } from './types';
import { variantTitle } from '../../lib/catalogue/variants';

export function demoPriceListCsv(): Buffer {
  // One row per size (docs/product.md: Sizes), as a dealer orders them.
  const rows = demoProducts
    .flatMap((p) => demoSizes(p).map((size) => ({ ...size, product: p })))
    .sort((a, b) => compareArticleNumbers(a.articleNumber, b.articleNumber))
    .map((s) => [
      s.articleNumber,
      variantTitle(s.product.name, s.sizeLabel || null),
      s.product.category,
      demoRecommendedPrice({ ...s, category: s.product.category }) ?? '',
    ]);
  const csv = stringify([['Artikkelnummer', 'Produktnavn', 'Kategori', 'Veiledende pris (NOK)'], ...rows], {
    delimiter: ';',
    bom: true, // Excel opens UTF-8 (æøå) correctly with a BOM
  });
  return Buffer.from(csv, 'utf8');
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200">
  <rect width="640" height="200" rx="24" fill="#faf7f2"/>
  <path d="M100 40c-34 44-50 70-50 92a50 50 0 0 0 100 0c0-22-16-48-50-92z" fill="#6b4226"/>
  <text x="180" y="122" font-family="Georgia, serif" font-size="56" font-weight="700" fill="#2b2118">Nordisk Pleie</text>
  <text x="182" y="160" font-family="Arial, sans-serif" font-size="22" fill="#5e5247">Pleie for tre, lær og møbler siden 1915</text>
</svg>`;

/** The logo as a 1280 × 400 PNG. */
function demoLogo(): Promise<Buffer> {
  return sharp(Buffer.from(LOGO_SVG), { density: 144 }).png({ compressionLevel: 9 }).toBuffer();
}

async function demoPoster(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754" viewBox="0 0 1240 1754">
    <rect width="1240" height="1754" fill="#f4ead9"/>
    <rect x="80" y="80" width="1080" height="1594" rx="40" fill="#ffffff"/>
    <path d="M620 300c-120 150-170 240-170 310a170 170 0 0 0 340 0c0-70-50-160-170-310z" fill="#6b4226"/>
    <text x="620" y="1000" text-anchor="middle" font-family="Georgia, serif" font-size="96" font-weight="700" fill="#2b2118">Gi møblene nytt liv</text>
    <text x="620" y="1110" text-anchor="middle" font-family="Arial, sans-serif" font-size="48" fill="#5e5247">Møbelpolish og treolje siden 1915</text>
    <text x="620" y="1500" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" fill="#6b4226">Spør oss i butikken</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

interface DemoDocument {
  kind: 'PRICE_LIST' | 'MARKETING';
  title: string;
  description: string;
  fileName: string;
  ext: string;
  contentType: string;
  body: () => Promise<Buffer> | Buffer;
  /** Titles this document was seeded under before (matched too, and renamed). */
  formerTitles?: string[];
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    kind: 'PRICE_LIST',
    title: 'Prisliste 2026',
    description: 'Artikkelnummer, produktnavn, kategori og veiledende pris for hele sortimentet (CSV for Excel).',
    fileName: 'prisliste-2026.csv',
    ext: '.csv',
    contentType: 'text/csv; charset=utf-8',
    body: demoPriceListCsv,
  },
  {
    kind: 'MARKETING',
    title: 'Butikkplakat A4 – Gi møblene nytt liv',
    description: 'Plakat for butikkvindu eller hylle, 150 dpi.',
    fileName: 'plakat-gi-moblene-nytt-liv.png',
    ext: '.png',
    contentType: 'image/png',
    body: demoPoster,
  },
  {
    kind: 'MARKETING',
    title: 'Logo (PNG)',
    description: 'Logoen i høy oppløsning (1280 × 400 piksler) for annonser og nettsider.',
    fileName: 'nordisk-pleie-logo.png',
    ext: '.png',
    contentType: 'image/png',
    body: demoLogo,
    formerTitles: ['Logo (SVG)'],
  },
];

export async function seedDealerDocuments(prisma: PrismaClient, storage: Storage): Promise<void> {
  for (const doc of DEMO_DOCUMENTS) {
    const body = await doc.body();
    const storageKey = hashedKey('private/documents', doc.fileName.replace(/\.[^.]+$/, ''), body, doc.ext);
    if (!(await storage.exists(storageKey))) await storage.put(storageKey, body, doc.contentType);
    const data = {
      kind: doc.kind,
      description: doc.description,
      fileName: doc.fileName,
      storageKey,
      contentType: doc.contentType,
      sizeBytes: body.length,
    };
    const titles = [doc.title, ...(doc.formerTitles ?? [])];
    const existing = await prisma.dealerDocument.findFirst({ where: { title: { in: titles } }, select: { id: true } });
    if (existing) await prisma.dealerDocument.update({ where: { id: existing.id }, data: { ...data, title: doc.title } });
    else await prisma.dealerDocument.create({ data: { ...data, title: doc.title } });
  }
}
