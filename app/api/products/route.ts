import { prisma } from '@/lib/db';
import { createProductOperation } from '@/lib/admin/products/operations';
import { listProducts } from '@/lib/admin/products/service';
import { operationRoute } from '@/lib/admin/shared/operation';
import { pageFrom } from '@/lib/pagination';
import { route, searchParam } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/products?page=&pageSize=&q=&category=: every stored field, for administrators. 400 when q or category holds control characters or is over 200 characters. */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const params = new URL(request.url).searchParams;
      return listProducts(prisma, pageFrom(params), { q: searchParam(params, 'q'), category: searchParam(params, 'category') });
    },
    { who: 'admin' },
  );
}

/** POST /api/products: 201 { id, articleNumber } · 400 field errors · 409 article number taken. HTML is sanitised. */
export const POST = operationRoute(createProductOperation, { status: 201 });
