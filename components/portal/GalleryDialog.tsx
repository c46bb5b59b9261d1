'use client';
/**
 * The image gallery (docs/product.md: Dealer portal): search on article number or name (case-insensitive),
 * a row per product with image, article number, name, category badge and 'Last ned', and
 * 'Hent alle bilder' for the whole catalogue as one zip, with the bytes received shown while it
 * downloads. The documented toasts and button states.
 */
import Image from 'next/image';
import { isSiteImage } from '@/lib/catalogue/image-src';
import { useMemo, useState } from 'react';
import { useToast } from '@/components/ui/toast/ToastProvider';
import type { GalleryProduct } from '@/lib/portal/images';
import { formatFileSize } from '@/lib/portal/document-format';
import { downloadFile } from './download';
import styles from './portal.module.css';

export const GALLERY_TOASTS = {
  singleFailure: { title: 'Feil ved nedlasting', description: 'Kunne ikke laste ned bildet. Prøv igjen.' },
  single: (fileName: string) => ({ title: 'Nedlasting fullført', description: `${fileName} er lastet ned.` }),
  bulkFailure: { title: 'Feil ved nedlasting', description: 'Kunne ikke laste ned alle bilder. Prøv igjen.' },
  bulk: { title: 'Alle bilder har blitt lastet ned' },
} as const;

export function filterGallery(products: GalleryProduct[], query: string): GalleryProduct[] {
  const q = query.trim().toLocaleLowerCase('nb');
  if (!q) return products;
  return products.filter(
    (p) => p.articleNumber.toLocaleLowerCase('nb').includes(q) || p.name.toLocaleLowerCase('nb').includes(q),
  );
}

export function GalleryDialogBody({ products }: { products: GalleryProduct[] }) {
  const { toast } = useToast();
  const [query, setQuery] = useState('');
  const [single, setSingle] = useState<number | null>(null);
  const [bulkBytes, setBulkBytes] = useState<number | null>(null);
  const shown = useMemo(() => filterGallery(products, query), [products, query]);

  const downloadOne = async (product: GalleryProduct) => {
    setSingle(product.id);
    try {
      const { fileName } = await downloadFile(`/api/download-image/${product.id}`, `${product.articleNumber}.jpg`);
      toast(GALLERY_TOASTS.single(fileName));
    } catch {
      toast({ ...GALLERY_TOASTS.singleFailure, variant: 'destructive' });
    } finally {
      setSingle(null);
    }
  };

  const downloadAll = async () => {
    setBulkBytes(0);
    try {
      await downloadFile('/api/download-images', 'produktbilder.zip', setBulkBytes);
      toast(GALLERY_TOASTS.bulk);
    } catch {
      toast({ ...GALLERY_TOASTS.bulkFailure, variant: 'destructive' });
    } finally {
      setBulkBytes(null);
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <input
          className={styles.search}
          type="search"
          placeholder="Søk på artikkelnummer eller produktnavn..."
          aria-label="Søk på artikkelnummer eller produktnavn"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className={styles.button} onClick={() => void downloadAll()} disabled={bulkBytes !== null}>
          {bulkBytes !== null ? 'Laster ned...' : 'Hent alle bilder'}
        </button>
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {bulkBytes !== null
          ? `Laster ned alle bilder: ${formatFileSize(bulkBytes)} mottatt`
          : `${shown.length} av ${products.length} produkter`}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>Ingen produkter funnet med dette søket.</p>
      ) : (
        <ul className={styles.rows} aria-label="Produktbilder">
          {shown.map((p) => (
            <li key={p.id} className={styles.row}>
              <Image src={p.imageUrl} alt="" width={56} height={56} unoptimized={!isSiteImage(p.imageUrl)} />
              <div className={styles.rowText}>
                <strong title={p.name}>{p.name}</strong>
                <span className={styles.meta}>
                  Art.nr: {p.articleNumber}
                  <span className={styles.category}>{p.category}</span>
                </span>
              </div>
              <button
                type="button"
                className={styles.small}
                onClick={() => void downloadOne(p)}
                disabled={single !== null}
                aria-label={`Last ned bilde av ${p.name}`}
              >
                {single === p.id ? 'Laster ned...' : 'Last ned'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
