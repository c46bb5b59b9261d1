/**
 * The lists' server-side paging (docs/product.md: Admin panel): the page asked for in
 * ?page=&pageSize=, and one list's page read as `findMany` + `count` together. A page past the end
 * answers no items and the real total (the pager then offers the way back). Pure.
 */
export interface Page {
  page: number;
  pageSize: number;
}

/** One page of a list: its items, the list's total, and the page asked for. */
export type PageOf<T> = { items: T[]; total: number } & Page;

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const MAX_PAGE = 100_000;

const clamp = (value: string | null, fallback: number, max: number) => Math.max(1, Math.min(max, Number.parseInt(value ?? '', 10) || fallback));

/** ?page=&pageSize= (defaults 1 and 50; page size at most 200, page at most 100 000). */
export function pageFrom(params: URLSearchParams): Page {
  return { page: clamp(params.get('page'), 1, MAX_PAGE), pageSize: clamp(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
}

/** The rows of a page, as Prisma's `skip` and `take`. */
export function pageWindow({ page, pageSize }: Page): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/**
 * One page of a list: `items` reads the page's rows (pass the window to findMany), `count` the
 * list's total with the same filter; both run together.
 */
export async function paginate<T>(
  page: Page,
  read: { items: (window: { skip: number; take: number }) => Promise<T[]>; count: () => Promise<number> },
): Promise<PageOf<T>> {
  const [items, total] = await Promise.all([read.items(pageWindow(page)), read.count()]);
  return { items, total, ...page };
}
