import type { Metadata } from 'next';
import Link from 'next/link';
import { SafetySheetList } from '@/components/portal/SafetySheetList';
import styles from '@/components/portal/portal.module.css';
import { requireDealerPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { listSafetySheets, markSafetySheetsSeen } from '@/lib/portal/safety-sheets';
import { pageText, type PageSearchParams } from '@/lib/validation/text';

export const metadata: Metadata = { title: 'Sikkerhetsdatablader', robots: { index: false } };

/**
 * 'Sikkerhetsdatablader' (docs/product.md: Dealer portal): every product's current safety data
 * sheet, filtered by category and a search (a GET form: works without JavaScript), with 'Ny
 * revisjon' on those published since the dealer's previous visit and not yet downloaded. A visit of
 * the unfiltered page moves the dealer's mark (User.sdsSeenAt).
 */
export default async function SafetySheetsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requireDealerPage();
  const params = await searchParams;
  const q = pageText(params, 'q');
  const category = pageText(params, 'kategori');
  const list = await listSafetySheets(prisma, user.id, { q, category });
  if (!q && !category && user.role === 'DEALER') await markSafetySheetsSeen(prisma, user.id);
  return (
    <div className={styles.page}>
      <Link className={styles.back} href="/dealer-portal">
        ← Forhandlerportal
      </Link>
      <header className={styles.header}>
        <div>
          <h1>Sikkerhetsdatablader</h1>
          <p className={styles.storeMeta}>
            Gjeldende sikkerhetsdatablad for hvert produkt. Når et datablad revideres, får du e-post morgenen etter. Merket «Ny revisjon» viser revisjoner
            publisert siden forrige besøk som du ikke har lastet ned.
          </p>
        </div>
      </header>
      <SafetySheetList {...list} q={q} category={category} />
    </div>
  );
}
