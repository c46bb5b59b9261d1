import { NextResponse } from 'next/server';
import { openApiDocument } from '@/lib/openapi/document';

// The same for every request: built once, at build time.
export const dynamic = 'force-static';

/** GET /api/openapi.json: the OpenAPI 3.1 description of every route (lib/openapi/document.ts). Public. */
export function GET() {
  return NextResponse.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' },
  });
}
