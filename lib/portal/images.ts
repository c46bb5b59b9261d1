/**
 * The dealer portal's image gallery (docs/product.md: Dealer portal, Downloads): the images it shows
 * — one per product, plus one per size (variant) that has its own picture (docs/product.md: Sizes) —
 * their download file names (the article number, with the size for a size's own image, plus the
 * image's extension, default jpg), and the bulk zip, streamed with archiver as it is written: one
 * image is read at a time, so memory stays flat however many there are. Images that cannot be read
 * are skipped and logged.
 */
import 'server-only';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { PrismaClient } from '../db';
import { compareArticleNumbers } from '../catalogue/article-number';
import { variantTitle } from '../catalogue/variants';
import type { Logger } from 'pino';
import { slugify } from '../slug';
import type { Storage, StoredObject } from '../storage';

/** One picture of the gallery: a product's own, or a size's own. */
export interface GalleryImage {
  /** Unique in the list: 'p{productId}' or 'v{variantId}'. */
  key: string;
  /** The single download: /api/download-image/{productId} or /api/download-image/variant/{variantId}. */
  downloadUrl: string;
  /** The product's article number, or the size's own. */
  articleNumber: string;
  /**
   * The article numbers the picture shows, which the search finds it by: a size's own; for a
   * product's picture the product's and those of its sizes without a picture of their own.
   */
  articleNumbers: string[];
  /** The product's name; with the size for a size's own picture ('Teakolje Natur 500 ml'). */
  name: string;
  /** The size of a size's own picture; null for a product's. */
  sizeLabel: string | null;
  category: string;
  imageUrl: string;
  /** The name the download is saved under ('1010.jpg', '1020_500-ml.jpg'). */
  fileName: string;
}

export const GALLERY_FALLBACK_CATEGORY = 'Diverse';

/** The download address of a product's picture (the original URL) or of a size's own. */
export const productImagePath = (productId: number) => `/api/download-image/${productId}`;
export const variantImagePath = (variantId: number) => `/api/download-image/variant/${variantId}`;

/**
 * The gallery: every product's picture, followed by the own pictures of its sizes (in the picker's
 * order), products by article number. A size whose picture is the product's is not listed twice.
 */
export async function galleryImages(prisma: PrismaClient): Promise<GalleryImage[]> {
  const rows = await prisma.product.findMany({
    select: {
      id: true,
      articleNumber: true,
      name: true,
      category: true,
      imageUrl: true,
      variants: { select: { id: true, articleNumber: true, sizeLabel: true, imageUrl: true }, orderBy: { position: 'asc' } },
    },
  });
  rows.sort((a, b) => compareArticleNumbers(a.articleNumber, b.articleNumber));
  return rows.flatMap((product) => {
    const category = product.category?.trim() || GALLERY_FALLBACK_CATEGORY;
    const own = product.variants.filter((v) => v.imageUrl && v.imageUrl !== product.imageUrl);
    const showingProduct = product.variants.filter((v) => !own.includes(v)).map((v) => v.articleNumber);
    const main: GalleryImage = {
      key: `p${product.id}`,
      downloadUrl: productImagePath(product.id),
      articleNumber: product.articleNumber,
      articleNumbers: [...new Set([product.articleNumber, ...showingProduct])],
      name: product.name,
      sizeLabel: null,
      category,
      imageUrl: product.imageUrl,
      fileName: imageFileName(product.articleNumber, product.imageUrl),
    };
    return [
      main,
      ...own.map((v) => ({
        key: `v${v.id}`,
        downloadUrl: variantImagePath(v.id),
        articleNumber: v.articleNumber,
        articleNumbers: [v.articleNumber],
        name: variantTitle(product.name, v.sizeLabel),
        sizeLabel: v.sizeLabel,
        category,
        imageUrl: v.imageUrl!,
        fileName: imageFileName(v.articleNumber, v.imageUrl!, v.sizeLabel),
      })),
    ];
  });
}

/**
 * 'E-710' + '/media/products/e-710-ab12.webp' → 'E-710.webp'; with a size, '1020' + '500 ml' →
 * '1020_500-ml.jpg'; no usable extension → '.jpg'.
 */
export function imageFileName(articleNumber: string, imageUrl: string, sizeLabel?: string | null): string {
  const pathPart = imageUrl.split(/[?#]/)[0];
  const ext = /\.([a-z0-9]{2,5})$/i.exec(pathPart)?.[1]?.toLowerCase() ?? 'jpg';
  const base = articleNumber.replace(/[^A-Za-z0-9._-]+/g, '_') || 'bilde';
  const size = sizeLabel ? slugify(sizeLabel) : '';
  return size ? `${base}_${size}.${ext}` : `${base}.${ext}`;
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
 * A zip of the gallery's images (every product's, every size's own) as a web stream, each under
 * its file name. Entries are added one at a time, each after the previous one has gone into the
 * archive, which itself waits while the client is slow.
 */
export function imagesZipStream(images: GalleryImage[], storage: Storage, log: Logger): ReadableStream<Uint8Array> {
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
    for (const item of images) {
      try {
        const image = await readImage(storage, item.imageUrl);
        if (!image) {
          log.warn({ articleNumber: item.articleNumber, imageUrl: item.imageUrl }, 'Image skipped: not stored');
          continue;
        }
        const entered = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
        archive.append(image.body, { name: uniqueName(item.fileName), date: image.updatedAt });
        await entered;
        added++;
      } catch (error) {
        log.warn({ err: error, articleNumber: item.articleNumber }, 'Image skipped: could not be read');
      }
    }
    log.info({ added, skipped: images.length - added }, 'Image zip written');
    await archive.finalize();
  })().catch((error) => {
    log.error({ err: error }, 'Image zip failed');
    archive.abort();
  });

  return Readable.toWeb(archive) as ReadableStream<Uint8Array>;
}
