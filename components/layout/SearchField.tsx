import { SEARCH_PATH, SEARCH_QUERY_MAX, SEARCH_TEXTS } from '@/lib/catalogue/search-limits';
import styles from './layout.module.css';

/**
 * The header's product search (docs/product.md: Søk): a plain GET form to /sok, so it works
 * without JavaScript. `id` keeps the label's target unique (desktop header and mobile drawer).
 */
export function SearchField({ id, variant }: { id: string; variant: 'header' | 'drawer' }) {
  return (
    <form
      className={variant === 'header' ? styles.searchHeader : styles.searchDrawer}
      action={SEARCH_PATH}
      method="get"
      role="search"
    >
      <label className="visually-hidden" htmlFor={id}>
        {SEARCH_TEXTS.label}
      </label>
      <input
        className={styles.searchInput}
        id={id}
        name="q"
        type="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder={SEARCH_TEXTS.placeholder}
        autoComplete="off"
      />
      <button className={styles.searchButton} type="submit">
        {SEARCH_TEXTS.submit}
      </button>
    </form>
  );
}
