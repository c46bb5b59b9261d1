import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { galleryImages, imagesZipStream, zipFileName } from '@/lib/portal/images';
import { siteConfig } from '@/lib/site';
import { storage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

/**
 * GET /api/download-images: every product image and every size's own image in one zip ('Hent alle
 * bilder'), streamed as it is written. Dealers and administrators; 401 otherwise.
 */
export function GET(request: Request) {
  return route(
    request,
    async (user) => {
      const images = await galleryImages(prisma);
      const log = logger.child({ route: 'download-images', userId: user.id });
      return new NextResponse(imagesZipStream(images, storage(), log), {
        headers: { ...downloadHeaders(zipFileName(siteConfig().brandName), 'application/zip'), 'X-Accel-Buffering': 'no' },
      });
    },
    { who: 'dealer' },
  );
}
