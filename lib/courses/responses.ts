/**
 * What the course platform answers dealers (lib/courses/service.ts), as zod schemas beside the
 * service; lib/openapi describes the API with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import { timestamp } from '../http/responses';

/** lib/courses/service.ts CourseSummary. */
export const courseSummaryResponse = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean().meta({ description: 'Always true for dealers; administrators also get inactive courses (false)' }),
  moduleCount: z.int().meta({ description: 'Active modules' }),
});

export const courseModuleResponse = z.object({
  id: z.int(),
  courseId: z.int(),
  title: z.string(),
  description: z.string().nullable(),
  sortOrder: z.int(),
  estimatedTimeMinutes: z.int(),
});

/** lib/courses/service.ts PublicContent: by content type. */
export const moduleContentResponse = z.union([
  z.object({ id: z.int(), contentType: z.literal('text'), title: z.string(), html: z.string().meta({ description: 'Sanitised HTML' }) }),
  z.object({
    id: z.int(),
    contentType: z.literal('video'),
    title: z.string(),
    youtubeId: z.string().nullable(),
    url: z.string(),
    caption: z.string().nullable(),
  }),
  z.object({ id: z.int(), contentType: z.enum(['audio', 'image']), title: z.string(), url: z.string(), caption: z.string().nullable() }),
  z.object({ id: z.int(), contentType: z.literal('quiz'), title: z.string() }),
]);

/** A quiz question without its correct answers or explanation. */
export const quizQuestionResponse = z.object({
  id: z.int(),
  moduleId: z.int(),
  questionText: z.string(),
  questionType: z.enum(['multiple_choice', 'true_false']),
  options: z
    .union([z.array(z.string()), z.array(z.object({ id: z.union([z.string(), z.number()]), text: z.string() }))])
    .nullable()
    .meta({ description: 'Strings, or { id, text } objects; answer with the text or the id. True/false questions take true or false.' }),
  imageUrl: z.string().nullable(),
  points: z.int(),
  multipleAnswers: z.boolean().meta({ description: 'More than one option is correct: answer with the list of them (every correct option and no other)' }),
});

export const progressRecordResponse = z.object({
  courseId: z.int(),
  progress: z.int().meta({ description: 'Percent (0–100) of completed active modules' }),
  startedAt: timestamp(),
  completedAt: timestamp().nullable(),
  lastAccessedAt: timestamp(),
});

/** lib/courses/service.ts courseProgress. */
export const courseProgressResponse = z.object({
  courseId: z.int(),
  progress: z.int().meta({ description: 'Percent (0–100) of completed active modules' }),
  startedAt: timestamp().nullable(),
  completedAt: timestamp().nullable(),
  moduleProgress: z.array(z.object({ moduleId: z.int(), completed: z.boolean() })),
});

export const quizResultResponse = z.object({
  results: z.record(z.string(), z.boolean()).meta({ description: 'Question id → whether the answer was right' }),
  explanations: z.record(z.string(), z.string().nullable()).meta({ description: 'Question id → explanation' }),
  passed: z.boolean().meta({ description: 'Every answer right (the module is then completed)' }),
  score: z.int().meta({ description: 'Points of the right answers' }),
  courseProgress: courseProgressResponse,
});
