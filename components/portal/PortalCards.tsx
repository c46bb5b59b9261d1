'use client';
/**
 * The dealer portal's cards (docs/product.md: Dealer portal). 'Last ned prisliste' and 'Se materiell'
 * open the documents administrators have stored (the original's buttons did nothing);
 * 'Se bildegalleri' opens the gallery; 'Se kurs' goes to the course platform;
 * 'Min butikk' (beyond the original) to the dealer's own store locations; 'Se sikkerhetsdatablader' to
 * the current safety data sheets (issue 35).
 */
import Link from 'next/link';
import { useState } from 'react';
import type { GalleryImage } from '@/lib/portal/images';
import type { PortalDocument } from '@/lib/portal/document-format';
import { Dialog } from './Dialog';
import { DocumentList } from './DocumentList';
import { GalleryDialogBody } from './GalleryDialog';
import styles from './portal.module.css';

type Open = 'prices' | 'gallery' | 'marketing' | null;

export function PortalCards({ images, documents }: { images: GalleryImage[]; documents: PortalDocument[] }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const prices = documents.filter((d) => d.kind === 'PRICE_LIST');
  const marketing = documents.filter((d) => d.kind === 'MARKETING');

  return (
    <>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>Prislister</h2>
          <p>Oppdaterte prislister og produktinformasjon for hele sortimentet.</p>
          <button type="button" className={styles.button} onClick={() => setOpen('prices')}>
            Last ned prisliste
          </button>
        </li>
        <li className={styles.card}>
          <h2>Produktbilder</h2>
          <p>Høyoppløselige produktbilder til nettbutikk, annonser og butikk.</p>
          <button type="button" className={styles.button} onClick={() => setOpen('gallery')}>
            Se bildegalleri
          </button>
        </li>
        <li className={styles.card}>
          <h2>Markedsføringsmateriell</h2>
          <p>Plakater, logoer og annet materiell til markedsføring.</p>
          <button type="button" className={styles.button} onClick={() => setOpen('marketing')}>
            Se materiell
          </button>
        </li>
        <li className={styles.card}>
          <h2>Kursplattform</h2>
          <p>Kurs om produktene og riktig pleie av tre, lær og møbler.</p>
          <Link className={styles.button} href="/dealer/courses" prefetch={false}>
            Se kurs
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Sikkerhetsdatablader</h2>
          <p>Gjeldende sikkerhetsdatablad for hvert produkt, med nye revisjoner merket. Last ned enkeltvis eller alle samlet.</p>
          <Link className={styles.button} href="/dealer-portal/sikkerhetsdatablader" prefetch={false}>
            Se sikkerhetsdatablader
          </Link>
        </li>
        <li className={styles.card}>
          <h2>Min butikk</h2>
          <p>Åpningstider, telefon, nettsted og sortiment slik de vises i forhandlersøket.</p>
          <Link className={styles.button} href="/dealer-portal/min-butikk" prefetch={false}>
            Oppdater butikken
          </Link>
        </li>
      </ul>
      <Dialog open={open === 'prices'} title="Prislister" onClose={close}>
        <DocumentList documents={prices} emptyText="Ingen prislister er lagt ut ennå." />
      </Dialog>
      <Dialog open={open === 'gallery'} title="Produktbilder" onClose={close}>
        <GalleryDialogBody images={images} />
      </Dialog>
      <Dialog open={open === 'marketing'} title="Markedsføringsmateriell" onClose={close}>
        <DocumentList documents={marketing} emptyText="Ingen markedsføringsmateriell er lagt ut ennå." />
      </Dialog>
    </>
  );
}
