/**
 * The product search's limits and texts, shared by the server (lib/catalogue/search.ts, the API,
 * lib/openapi) and the header's search island (client-safe: no database, no zod).
 */

/** Longer queries are cut to this many characters (the field's maxlength too). */
export const SEARCH_QUERY_MAX = 100;
/** At most this many results on the results page. */
export const SEARCH_RESULT_LIMIT = 60;
/** At most this many suggestions while typing. */
export const SUGGESTION_LIMIT = 8;
/** The results page. */
export const SEARCH_PATH = '/sok';

/** '30 sekunder', '1 sekund'; from two minutes up '3 minutter'. */
function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return `${s} ${s === 1 ? 'sekund' : 'sekunder'}`;
  return `${Math.ceil(s / 60)} minutter`;
}

/** Norwegian texts of the search field, the suggestions and the results page (docs/product.md: Søk). */
export const SEARCH_TEXTS = {
  label: 'Søk etter produkter',
  placeholder: 'Søk etter produkt eller art.nr.',
  submit: 'Søk',
  pageTitle: 'Søk',
  heading: 'Søk i produktene',
  count: (n: number, q: string) => `${n} treff på «${q}»`,
  none: (q: string) => `Ingen treff på «${q}»`,
  empty: 'Skriv et produktnavn, en kategori eller et artikkelnummer.',
  nearest: 'Mente du?',
  categories: 'Eller se en kategori:',
  suggestions: 'Forslag',
  suggestionCount: (n: number) => (n === 0 ? 'Ingen forslag' : `${n} forslag`),
  showAll: (q: string) => `Vis alle treff på «${q}»`,
  articleNumber: (a: string) => `Art.nr: ${a}`,
  /** Past the search page's rate limit (lib/catalogue/search-page.ts): the wait, in seconds or minutes. */
  rateLimited: (retryAfterSeconds: number) => `For mange søk. Prøv igjen om ${waitText(retryAfterSeconds)}.`,
  rateLimitedTitle: 'For mange søk',
} as const;
