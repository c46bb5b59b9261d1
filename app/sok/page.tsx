import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { ProductCard, productHref } from '@/components/catalogue/ProductCard';
import { AdvisorLink } from '@/components/catalogue/CatalogueLinks';
import catalogue from '@/components/catalogue/catalogue.module.css';
import styles from '@/components/catalogue/search.module.css';
import { ALL_CATEGORIES, extractCategories } from '@/lib/catalogue/categories';
import { listPublicProducts } from '@/lib/catalogue/queries';
import { nearestProductNames, searchProducts } from '@/lib/catalogue/search';
import { SEARCH_PATH, SEARCH_QUERY_MAX, SEARCH_TEXTS } from '@/lib/catalogue/search-limits';
import { searchPageAllowance } from '@/lib/catalogue/search-page';
import { prisma } from '@/lib/db';
import { noteProductSearch } from '@/lib/insight/record';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageText } from '@/lib/validation/text';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The query of the address, under the one page-parameter rule (lib/validation/text.ts pageText):
 * normalised, no control characters; a long query is cut by the search itself, so the bound here is generous.
 */
async function queryOf(props: Props): Promise<string> {
  return pageText(await props.searchParams, 'q', 4 * SEARCH_QUERY_MAX) ?? '';
}

/** The search of this request, once for the title and the page (cached per request by its query). */
const search = cache((raw: string) => searchProducts(prisma, raw));

/** The result line: in the page's status region and first in its title. */
function resultText(query: string, hits: number): string | null {
  if (query === '') return null;
  return hits > 0 ? SEARCH_TEXTS.count(hits, query) : SEARCH_TEXTS.none(query);
}

/**
 * Result pages are not indexed (docs/product.md: Søk). The title starts with the number of hits,
 * '4 treff på «tekolje» – Søk': a search is a new page, whose title is what a screen reader reads
 * first on arrival (and what Next.js's route announcer reads after a client-side navigation), so
 * the count is heard (WCAG 4.1.3, docs/product.md: Universell utforming).
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const raw = await queryOf(props);
  const limited = raw !== '' && !(await searchPageAllowance()).allowed;
  const result = limited ? SEARCH_TEXTS.rateLimitedTitle : await search(raw).then(({ query, hits }) => resultText(query, hits.length));
  return {
    ...pageMetadata({ title: result ? `${result} – ${SEARCH_TEXTS.pageTitle}` : SEARCH_TEXTS.pageTitle, description: SEARCH_TEXTS.heading, path: SEARCH_PATH }),
    robots: { index: false, follow: true },
  };
}

/** The search form, in every state. */
function SearchForm({ query }: { query: string }) {
  return (
    <form className={styles.form} action={SEARCH_PATH} method="get" role="search">
      <label className="visually-hidden" htmlFor="sok-q">
        {SEARCH_TEXTS.label}
      </label>
      <input
        className={styles.input}
        id="sok-q"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={SEARCH_TEXTS.placeholder}
      />
      <button className={styles.button} type="submit">
        {SEARCH_TEXTS.submit}
      </button>
    </form>
  );
}

/**
 * /sok?q=: the product search's results (lib/catalogue/search.ts), a plain GET form that works
 * without JavaScript. An exact article number or GTIN goes straight to its product, that size selected.
 */
export default async function SearchPage(props: Props) {
  const raw = await queryOf(props);
  // The rate limit (the suggestions' allowance per client address), before any search is run: past it
  // the page searches nothing and counts nothing. A page cannot set its status to 429 (Next.js sets
  // 200, or 404 with notFound()), so the message is shown with 200 and the page is never indexed
  // (docs/product.md: Søk; docs/architecture.md §4).
  if (raw !== '') {
    const limit = await searchPageAllowance();
    if (!limit.allowed) {
      return (
        <div className={`container ${styles.page}`}>
          <h1>{SEARCH_TEXTS.heading}</h1>
          <SearchForm query={raw.slice(0, SEARCH_QUERY_MAX)} />
          <div role="status">
            <h2>{SEARCH_TEXTS.rateLimited(limit.retryAfterSeconds)}</h2>
          </div>
        </div>
      );
    }
  }
  const { query, hits, exact, exactSize } = await search(raw);
  // The size the query names: its page opens with that size selected.
  if (exact) redirect(productHref(exactSize ?? exact.articleNumber));
  const nothing = query !== '' && hits.length === 0;
  // The demand insight, after the answer (lib/insight/record.ts): a search with no result.
  if (query !== '') noteProductSearch(query, hits.length);
  const [nearest, categories] = nothing ? await Promise.all([nearestProductNames(prisma, query), listPublicProducts().then(extractCategories)]) : [[], []];

  return (
    <div className={`container ${styles.page}`}>
      <h1>{SEARCH_TEXTS.heading}</h1>
      <SearchForm query={query} />
      {/* One status region in every state, there from the first render: the result line is a heading
          (the cards' titles are h3) inside it (a heading cannot be one). */}
      <div role="status">
        {query === '' ? <p>{SEARCH_TEXTS.empty}</p> : <h2 className={hits.length > 0 ? styles.count : undefined}>{resultText(query, hits.length)}</h2>}
      </div>
      {hits.length > 0 && (
        <>
          <div className={catalogue.grid}>
            {hits.map((product, i) => (
              <ProductCard key={product.articleNumber} product={product} priority={i < 4} />
            ))}
          </div>
        </>
      )}
      {nothing && (
        <>
          <AdvisorLink />
          {nearest.length > 0 && (
            <>
              <p>{SEARCH_TEXTS.nearest}</p>
              <ul className={styles.links}>
                {nearest.map((p) => (
                  <li key={p.articleNumber}>
                    <a href={productHref(p.articleNumber)}>{p.name}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>{SEARCH_TEXTS.categories}</p>
          <ul className={styles.links}>
            {categories
              .filter((c) => c !== ALL_CATEGORIES)
              .map((c) => (
                <li key={c}>
                  <a href={`${SEARCH_PATH}?q=${encodeURIComponent(c)}`}>{c}</a>
                </li>
              ))}
          </ul>
        </>
      )}
    </div>
  );
}
