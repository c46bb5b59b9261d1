import Link from 'next/link';
import { ADVISOR_BASE } from '@/lib/catalogue/advisor';
import { cataloguePath } from '@/lib/catalogue/category-pages';
import styles from './catalogue.module.css';

/** The catalogue's entry point to the product advisor (docs/product.md: Category pages). */
export function AdvisorLink() {
  return (
    <p className={styles.advisor}>
      Usikker på hva du trenger?{' '}
      <Link href={ADVISOR_BASE} prefetch={false}>
        Prøv produktveilederen
      </Link>
    </p>
  );
}

/**
 * 'Side x av y' with 'Første side', 'Forrige side', 'Neste side' and 'Siste side': plain links to
 * the catalogue's pages (`/produkter/{kategori}/side/{n}`), so paging needs no JavaScript. Nothing
 * for a list of one page.
 */
export function CataloguePager({ slug, page, pageCount, label }: { slug: string; page: number; pageCount: number; label: string }) {
  if (pageCount <= 1) return null;
  const link = (to: number, text: string, rel?: string) => (
    <Link href={cataloguePath(slug, to)} rel={rel} prefetch={false} className={styles.pageLink}>
      {text}
    </Link>
  );
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 && (
        <>
          {link(1, 'Første side')}
          {link(page - 1, 'Forrige side', 'prev')}
        </>
      )}
      <span className={styles.pageStatus} aria-current="page">
        Side {page} av {pageCount}
      </span>
      {page < pageCount && (
        <>
          {link(page + 1, 'Neste side', 'next')}
          {link(pageCount, 'Siste side')}
        </>
      )}
    </nav>
  );
}
