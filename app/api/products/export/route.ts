import { NextResponse } from 'next/server';
import { z } from 'zod';
import { prisma } from '@/lib/db';
import { exportCatalogue } from '@/lib/admin/products/bulk/service';
import { ADMIN_MESSAGES } from '@/lib/admin/shared/messages';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { route, validate } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

const formatSchema = z.enum(['csv', 'xlsx']).default('csv');

/** GET /api/products/export[?format=xlsx] (administrators): the catalogue, one row per size, as CSV or an Excel workbook. */
export function GET(request: Request) {
  return route(
    request,
    async () => {
      const format = validate(formatSchema, new URL(request.url).searchParams.get('format') ?? undefined, ADMIN_MESSAGES.invalid);
      const file = await exportCatalogue(prisma, format);
      return new NextResponse(Buffer.from(file.body), { headers: downloadHeaders(file.fileName, file.contentType, file.body.byteLength) });
    },
    { who: 'admin' },
  );
}
