import { NextResponse } from 'next/server';
import { openApiDocument } from '@/lib/openapi/document';

export const dynamic = 'force-dynamic';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 description of every route (lib/openapi/document.ts,
 * built once per process). Public; browsers and shared caches may keep it.
 */
export function GET() {
  return NextResponse.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' },
  });
}
