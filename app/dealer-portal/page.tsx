import type { Metadata } from 'next';
import { LogoutButton } from '@/components/auth/LogoutButton';
import { PortalCards } from '@/components/portal/PortalCards';
import styles from '@/components/portal/portal.module.css';
import { requireDealerPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { listDealerDocuments } from '@/lib/portal/documents';
import { galleryImages } from '@/lib/portal/images';

export const metadata: Metadata = { title: 'Forhandlerportal', robots: { index: false } };

/** The dealer portal (docs/product.md: Dealer portal): dealers and administrators; others go to /auth. */
export default async function DealerPortalPage() {
  const user = await requireDealerPage();
  const [images, documents] = await Promise.all([galleryImages(prisma), listDealerDocuments(prisma)]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Forhandlerportal</h1>
          <div className={styles.who}>
            <span className={styles.badge}>Forhandler</span>
            <span>
              {user.name} · {user.company}
            </span>
          </div>
        </div>
        <LogoutButton portal="dealer" />
      </header>
      <PortalCards images={images} documents={documents} />
    </div>
  );
}
