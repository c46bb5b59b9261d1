/** 'Forrige' / 'Neste' links of a server-paginated admin list; nothing when everything fits on one page. */
import Link from 'next/link';
import styles from './admin.module.css';

export function Pager({
  total,
  page,
  pageSize,
  params,
}: {
  total: number;
  page: number;
  pageSize: number;
  params: Record<string, string | undefined>;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
    query.set('page', String(n));
    return `/admin?${query}`;
  };
  return (
    <nav className={styles.pager} aria-label="Sider">
      {page > 1 ? (
        <Link href={href(Math.min(page - 1, pages))} prefetch={false} className="btn-outlined">
          Forrige
        </Link>
      ) : null}
      <span>
        Side {Math.min(page, pages)} av {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} prefetch={false} className="btn-outlined">
          Neste
        </Link>
      ) : null}
    </nav>
  );
}
