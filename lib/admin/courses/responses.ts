/**
 * What the administrators' course calls answer (lib/admin/courses/), as zod schemas beside the
 * services; lib/openapi describes the API with them (docs/architecture.md, OpenAPI).
 */
import { z } from 'zod';
import { errorCode, timestamp } from '../../http/responses';

export const adminCourseResponse = z.object({
  id: z.int(),
  title: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean().meta({ description: 'Shown to dealers (aktiv); false is a draft (utkast)' }),
  sortOrder: z.int(),
});

export const adminModuleResponse = z.object({
  id: z.int(),
  courseId: z.int(),
  title: z.string(),
  description: z.string().nullable(),
  estimatedTimeMinutes: z.int(),
  isActive: z.boolean(),
  sortOrder: z.int(),
});

const contentBase = { id: z.int(), moduleId: z.int(), sortOrder: z.int(), title: z.string() };

/** lib/admin/courses/service.ts AdminContent. */
export const adminContentResponse = z.union([
  z.object({ ...contentBase, contentType: z.literal('text'), html: z.string().meta({ description: 'Sanitised HTML' }) }),
  z.object({ ...contentBase, contentType: z.literal('image'), url: z.string(), alt: z.string() }),
  z.object({ ...contentBase, contentType: z.literal('audio'), url: z.string(), transcript: z.string() }),
  z.object({ ...contentBase, contentType: z.literal('video'), url: z.string(), transcript: z.string().nullable() }),
  z.object({ ...contentBase, contentType: z.literal('quiz') }),
]);

const questionBase = {
  id: z.int(),
  moduleId: z.int(),
  sortOrder: z.int(),
  questionText: z.string(),
  explanation: z.string().nullable(),
  imageUrl: z.string().nullable(),
  points: z.int(),
};

/** lib/admin/courses/service.ts AdminQuestion: with its right answers. */
export const adminQuestionResponse = z.union([
  z.object({ ...questionBase, questionType: z.literal('multiple_choice'), options: z.array(z.object({ text: z.string(), correct: z.boolean() })) }),
  z.object({ ...questionBase, questionType: z.literal('true_false'), correct: z.boolean() }),
  z.object({ ...questionBase, questionType: z.literal('matching') }),
]);

export const courseDeleteResponse = z.object({
  id: z.int(),
  archived: z.boolean().meta({ description: 'True when dealers had progress: archived (hidden, results kept) instead of deleted' }),
  progressCount: z.int().meta({ description: 'Dealers with progress in it' }),
});

const reportDate = () => timestamp();

export const courseReportResponse = z.object({
  course: z.object({ id: z.int(), title: z.string(), category: z.string(), isActive: z.boolean(), archived: z.boolean() }),
  started: z.int().meta({ description: 'Users with a progress record in the course' }),
  completed: z.int().meta({ description: 'Of those, the ones whose completion date is set' }),
  completionRate: z.int().meta({ description: 'completed / started in percent, rounded' }),
  modules: z.array(
    z.object({
      moduleId: z.int(),
      title: z.string(),
      visible: z.boolean(),
      archived: z.boolean(),
      attempts: z.int(),
      dealers: z.int(),
      averageScore: z.number().nullable().meta({ description: 'Mean attempt score in percent, one decimal' }),
    }),
  ),
  mostMissed: z.array(
    z.object({
      questionId: z.int().nullable().meta({ description: 'Null once the question was deleted' }),
      moduleId: z.int(),
      moduleTitle: z.string(),
      questionText: z.string().meta({ description: 'As it was asked' }),
      answers: z.int(),
      wrong: z.int(),
      wrongRate: z.number(),
    }),
  ),
  completionsByMonth: z.array(z.object({ month: z.string().meta({ example: '2026-11' }), completions: z.int() })),
  dealers: z.array(
    z.object({
      dealerId: z.int(),
      name: z.string(),
      company: z.string(),
      email: z.string(),
      progress: z.int(),
      startedAt: reportDate(),
      completedAt: reportDate().nullable(),
    }),
  ),
});

export const dealerReportRowResponse = z.object({
  id: z.int(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  courses: z.array(
    z.object({
      courseId: z.int(),
      title: z.string(),
      archived: z.boolean(),
      progress: z.int(),
      startedAt: reportDate(),
      completedAt: reportDate().nullable(),
      certificate: z.boolean().meta({ description: 'The certificate can be downloaded now (completed, course shown to dealers)' }),
    }),
  ),
});

/** 409 of a delete whose course, module or content dealers have progress in: repeat with ?confirm=true to archive. */
export const progressConflictResponse = z.object({ error: z.string(), code: errorCode, progressCount: z.int().meta({ description: 'Dealers with progress' }) });
