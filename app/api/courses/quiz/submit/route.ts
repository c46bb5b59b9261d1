import { prisma } from '@/lib/db';
import { COURSE_MESSAGES } from '@/lib/courses/errors';
import { COURSE_BODY_MAX_BYTES } from '@/lib/courses/http';
import { jsonBody, route } from '@/lib/http/route';
import { quizSubmissionSchema } from '@/lib/courses/schema';
import { submitQuiz } from '@/lib/courses/service';

export const dynamic = 'force-dynamic';

/**
 * POST /api/courses/quiz/submit { moduleId, answers }: graded on the server. 200 { results,
 * explanations, passed, score, courseProgress } · 400 missing, foreign or malformed answers
 * (nothing stored) · 404 unknown or inactive module.
 */
export function POST(request: Request) {
  return route(
    request,
    async (user) => {
      const body = await jsonBody(request, quizSubmissionSchema, COURSE_MESSAGES.invalidAnswer, COURSE_BODY_MAX_BYTES);
      return submitQuiz(prisma, user, body.moduleId, body.answers);
    },
    { who: 'dealer' },
  );
}
