'use client';
/**
 * The image gallery (docs/product.md: Dealer portal): search on article number or name (case-insensitive),
 * a row per picture — each product's, and each size's own (docs/product.md: Sizes) — with image,
 * article numbers, name, category badge and 'Last ned', and 'Hent alle bilder' for all of them as
 * one zip, with the bytes received shown while it downloads. The documented toasts and button states:
 * a working button stays focusable (aria-disabled, components/ui/form/SubmitButton.tsx), so the focus
 * stays on it; the toasts show inside the open dialog (the toast region follows the top-most modal
 * dialog, components/ui/toast). The search field's label is visible.
 */
import Image from 'next/image';
import { isSiteImage } from '@/lib/catalogue/image-src';
import { useId, useMemo, useState } from 'react';
import { BusyButton } from '@/components/ui/form/SubmitButton';
import inline from '@/components/ui/form/inline-field.module.css';
import { useToast } from '@/components/ui/toast/ToastProvider';
import type { GalleryImage } from '@/lib/portal/images';
import { formatFileSize } from '@/lib/portal/document-format';
import { downloadFile } from './download';
import styles from './portal.module.css';
import { normalizeQuery } from '@/lib/validation/characters';

export const GALLERY_TOASTS = {
  singleFailure: { title: 'Feil ved nedlasting', description: 'Kunne ikke laste ned bildet. Prøv igjen.' },
  single: (fileName: string) => ({ title: 'Nedlasting fullført', description: `${fileName} er lastet ned.` }),
  bulkFailure: { title: 'Feil ved nedlasting', description: 'Kunne ikke laste ned alle bilder. Prøv igjen.' },
  bulk: { title: 'Alle bilder har blitt lastet ned' },
} as const;

/** The pictures whose name or one of whose article numbers contains the query (any case; Unicode-normalised, lib/validation/characters.ts). */
export function filterGallery(images: GalleryImage[], query: string): GalleryImage[] {
  const q = normalizeQuery(query).trim().toLocaleLowerCase('nb');
  if (!q) return images;
  return images.filter((p) => p.articleNumbers.some((n) => n.toLocaleLowerCase('nb').includes(q)) || p.name.toLocaleLowerCase('nb').includes(q));
}

export function GalleryDialogBody({ images }: { images: GalleryImage[] }) {
  const { toast } = useToast();
  const [query, setQuery] = useState('');
  const [single, setSingle] = useState<string | null>(null);
  const [bulkBytes, setBulkBytes] = useState<number | null>(null);
  const shown = useMemo(() => filterGallery(images, query), [images, query]);
  const searchId = useId();

  const downloadOne = async (image: GalleryImage) => {
    setSingle(image.key);
    try {
      const { fileName } = await downloadFile(image.downloadUrl, image.fileName);
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
        <div className={`${inline.field} ${inline.grow}`}>
          <label htmlFor={searchId} className={inline.label}>
            Søk på artikkelnummer eller produktnavn
          </label>
          <input
            id={searchId}
            className={styles.search}
            type="search"
            placeholder="Søk på artikkelnummer eller produktnavn..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <BusyButton className={styles.button} onClick={() => void downloadAll()} pending={bulkBytes !== null} pendingText="Laster ned...">
          Hent alle bilder
        </BusyButton>
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {bulkBytes !== null ? `Laster ned alle bilder: ${formatFileSize(bulkBytes)} mottatt` : `${shown.length} av ${images.length} bilder`}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>Ingen produkter funnet med dette søket.</p>
      ) : (
        <ul className={styles.rows} aria-label="Produktbilder">
          {shown.map((p) => (
            <li key={p.key} className={styles.row}>
              <Image src={p.imageUrl} alt="" width={56} height={56} unoptimized={!isSiteImage(p.imageUrl)} />
              <div className={styles.rowText}>
                <strong title={p.name}>{p.name}</strong>
                <span className={styles.meta}>
                  Art.nr: {p.articleNumbers.join(', ')}
                  <span className={styles.category}>{p.category}</span>
                </span>
              </div>
              <BusyButton
                className={styles.small}
                onClick={() => void downloadOne(p)}
                pending={single !== null}
                pendingText={single === p.key ? 'Laster ned...' : 'Last ned'}
                aria-label={`Last ned bilde av ${p.name}`}
              >
                Last ned
              </BusyButton>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
