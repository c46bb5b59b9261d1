import { NextResponse } from 'next/server';
import { prisma } from '@/lib/db';
import { certificateFileName, certificatePdf } from '@/lib/courses/certificate';
import { CourseError, COURSE_MESSAGES } from '@/lib/courses/errors';
import { pathId, route } from '@/lib/http/route';
import { courseProgress, getCourse } from '@/lib/courses/service';
import { downloadHeaders } from '@/lib/http/content-disposition';
import { loadSite } from '@/lib/content/service';

export const dynamic = 'force-dynamic';

/** GET /api/courses/{id}/certificate: the signed-in user's PDF certificate; 403 until the course is completed. */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return route(
    request,
    async (user) => {
      const course = await getCourse(prisma, pathId((await params).id, COURSE_MESSAGES.courseNotFound));
      const progress = await courseProgress(prisma, user.id, course.id);
      if (!progress.completedAt) throw new CourseError(403, COURSE_MESSAGES.notCompleted);
      const pdf = await certificatePdf({
        name: user.name,
        company: user.company,
        courseTitle: course.title,
        completedAt: progress.completedAt,
        issuer: (await loadSite(prisma)).companyName,
      });
      return new NextResponse(Buffer.from(pdf), {
        headers: downloadHeaders(certificateFileName(course.title), 'application/pdf'),
      });
    },
    { who: 'dealer' },
  );
}
