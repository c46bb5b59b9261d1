/**
 * The dealer portal's image gallery (docs/product.md: Dealer portal, Downloads): the product list it shows,
 * the download file names (article number plus the image's extension, default jpg), and the
 * bulk zip, streamed with archiver as it is written: one image is read at a time, so memory
 * stays flat however many there are. Images that cannot be read are skipped and logged.
 *
 */
import 'server-only';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { PrismaClient } from '../db';
import { compareArticleNumbers } from '../catalogue/article-number';
import type { Logger } from 'pino';
import { slugify } from '../slug';
import type { Storage, StoredObject } from '../storage';

export interface GalleryProduct {
  id: number;
  articleNumber: string;
  name: string;
  category: string;
  imageUrl: string;
}

export const GALLERY_FALLBACK_CATEGORY = 'Diverse';

export async function galleryProducts(prisma: PrismaClient): Promise<GalleryProduct[]> {
  const rows = await prisma.product.findMany({
    select: { id: true, articleNumber: true, name: true, category: true, imageUrl: true },
  });
  return rows
    .map((r) => ({ ...r, category: r.category?.trim() || GALLERY_FALLBACK_CATEGORY }))
    .sort((a, b) => compareArticleNumbers(a.articleNumber, b.articleNumber));
}

/** 'E-710' + '/media/products/e-710-ab12.webp' → 'E-710.webp'; no usable extension → '.jpg'. */
export function imageFileName(articleNumber: string, imageUrl: string): string {
  const pathPart = imageUrl.split(/[?#]/)[0];
  const ext = /\.([a-z0-9]{2,5})$/i.exec(pathPart)?.[1]?.toLowerCase() ?? 'jpg';
  const base = articleNumber.replace(/[^A-Za-z0-9._-]+/g, '_') || 'bilde';
  return `${base}.${ext}`;
}

/** The storage key of an image the app stores itself ('/media/<key>'), else null. */
export function storageKeyOf(imageUrl: string): string | null {
  return imageUrl.startsWith('/media/') ? decodeURIComponent(imageUrl.slice('/media/'.length)) : null;
}

export async function readImage(storage: Storage, imageUrl: string): Promise<StoredObject | null> {
  const key = storageKeyOf(imageUrl);
  return key ? storage.get(key) : null;
}

/** 'Nordisk Pleie AS' → 'nordisk-pleie-produktbilder.zip' (docs/product.md: named after the company's product images). */
export function zipFileName(brandName: string): string {
  return `${slugify(brandName) || 'produkt'}-produktbilder.zip`;
}

/**
 * A zip of every product image as a web stream. Entries are added one at a time, each after
 * the previous one has gone into the archive, which itself waits while the client is slow.
 */
export function imagesZipStream(products: GalleryProduct[], storage: Storage, log: Logger): ReadableStream<Uint8Array> {
  // Images are already compressed: store them, do not deflate them again.
  const archive = archiver('zip', { store: true });
  const used = new Set<string>();
  const uniqueName = (name: string) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = name.replace(/(\.[^.]+)?$/, `-${n}$1`);
    used.add(candidate.toLowerCase());
    return candidate;
  };
  archive.on('warning', (warning) => log.warn({ err: warning }, 'Zip warning'));

  void (async () => {
    let added = 0;
    for (const product of products) {
      try {
        const image = await readImage(storage, product.imageUrl);
        if (!image) {
          log.warn({ articleNumber: product.articleNumber, imageUrl: product.imageUrl }, 'Image skipped: not stored');
          continue;
        }
        const entered = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
        archive.append(image.body, { name: uniqueName(imageFileName(product.articleNumber, product.imageUrl)), date: image.updatedAt });
        await entered;
        added++;
      } catch (error) {
        log.warn({ err: error, articleNumber: product.articleNumber }, 'Image skipped: could not be read');
      }
    }
    log.info({ added, skipped: products.length - added }, 'Image zip written');
    await archive.finalize();
  })().catch((error) => {
    log.error({ err: error }, 'Image zip failed');
    archive.abort();
  });

  return Readable.toWeb(archive) as ReadableStream<Uint8Array>;
}
