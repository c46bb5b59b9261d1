import { MAX_PAGE, MAX_PAGE_SIZE, pageFrom, pageWindow, paginate } from './pagination';

const params = (query: string) => new URLSearchParams(query);

describe('pageFrom', () => {
  it('defaults to the first page of 50', () => {
    expect(pageFrom(params(''))).toEqual({ page: 1, pageSize: 50 });
  });

  it.each([
    ['page=3&pageSize=20', { page: 3, pageSize: 20 }],
    ['page=0&pageSize=0', { page: 1, pageSize: 50 }],
    ['page=-4&pageSize=-1', { page: 1, pageSize: 1 }],
    ['page=abc&pageSize=x', { page: 1, pageSize: 50 }],
    ['page=2.9&pageSize=10.5', { page: 2, pageSize: 10 }],
    [`page=${MAX_PAGE + 1}&pageSize=${MAX_PAGE_SIZE + 1}`, { page: MAX_PAGE, pageSize: MAX_PAGE_SIZE }],
  ])('%s → clamped into range', (query, expected) => {
    expect(pageFrom(params(query))).toEqual(expected);
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 7 }, (_, i) => i + 1);
  const read = {
    items: async ({ skip, take }: { skip: number; take: number }) => rows.slice(skip, skip + take),
    count: async () => rows.length,
  };

  it('reads the page window and the total together', async () => {
    expect(pageWindow({ page: 2, pageSize: 3 })).toEqual({ skip: 3, take: 3 });
    expect(await paginate({ page: 2, pageSize: 3 }, read)).toEqual({ items: [4, 5, 6], total: 7, page: 2, pageSize: 3 });
    expect(await paginate({ page: 3, pageSize: 3 }, read)).toEqual({ items: [7], total: 7, page: 3, pageSize: 3 });
  });

  it('answers a page past the end with no items, the real total and the page asked for (the pager leads back)', async () => {
    expect(await paginate({ page: 9, pageSize: 3 }, read)).toEqual({ items: [], total: 7, page: 9, pageSize: 3 });
  });

  it('keeps the fields in the order the JSON lists answer them', async () => {
    expect(Object.keys(await paginate({ page: 1, pageSize: 3 }, read))).toEqual(['items', 'total', 'page', 'pageSize']);
  });
});
