/**
 * The course authoring's operations, each declared once (lib/admin/shared/operation.ts): the
 * 'Kurs' tab's server actions (actions.ts) and the course API's route handlers (app/api/courses/**)
 * are both made from these. A delete of something dealers have progress in answers 409 naming the
 * count unless confirmed (`{ confirm: true }`, `?confirm=true`). Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { defineOperation } from '../shared/operation';
import {
  contentSchema,
  contentUpdateSchema,
  courseSchema,
  courseUpdateSchema,
  moduleSchema,
  moduleUpdateSchema,
  questionSchema,
  questionUpdateSchema,
} from './schema';
import {
  courseDeleteInfo,
  createContent,
  createCourse,
  createModule,
  createQuestion,
  deleteContent,
  deleteCourse,
  deleteModule,
  deleteQuestion,
  getCourseForEdit,
  moduleDeleteInfo,
  updateContent,
  updateCourse,
  updateModule,
  updateQuestion,
} from './service';

/** The largest JSON body of a course write (a text item's HTML is at most 100,000 characters). */
export const COURSE_JSON_MAX_BYTES = 512 * 1024;

// ── Courses ─────────────────────────────────────────────────────────────────────────────────────

/** A new course, inactive (utkast) unless `isActive` is sent. */
export const createCourseOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course', action: 'create', summary: (input) => changeSummary(input) },
  input: courseSchema,
  run: ({ input }) => createCourse(prisma, input),
});

/** Any fields; `{ isActive: true }` activates (aktiv), `{ isActive: false }` makes it a draft (utkast). */
export const updateCourseOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course', action: 'update' },
  id: true,
  input: courseUpdateSchema,
  run: async ({ id, input }, { audit }) => {
    audit.entityId = id;
    const { modules: _modules, ...before } = await getCourseForEdit(prisma, id);
    void _modules;
    audit.summary = changeSummary(input, { before });
    return updateCourse(prisma, storage(), id, input);
  },
});

/** Deletes, or with dealers' progress archives when confirmed (else 409 naming the count). */
export const deleteCourseOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course', action: 'delete' },
  id: true,
  run: async ({ id, confirm }, { audit }) => {
    const info = await courseDeleteInfo(prisma, id);
    audit.entityId = info.id;
    audit.summary = changeSummary({ title: info.title, progressCount: info.progressCount });
    return deleteCourse(prisma, storage(), info.id, { confirm });
  },
});

// ── Modules ─────────────────────────────────────────────────────────────────────────────────────

/** A new module in the course `id`, last unless `sortOrder` is sent. */
export const createModuleOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course_module', action: 'create' },
  id: true,
  input: moduleSchema,
  run: async ({ id: courseId, input }, { audit }) => {
    audit.summary = changeSummary({ courseId, ...input });
    return createModule(prisma, courseId, input);
  },
});

/** Any fields; `{ isActive }` shows or hides the module (dealers' course progress follows). */
export const updateModuleOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course_module', action: 'update', summary: (input) => changeSummary(input) },
  id: true,
  input: moduleUpdateSchema,
  run: ({ id, input }, { audit }) => {
    audit.entityId = id;
    return updateModule(prisma, id, input);
  },
});

export const deleteModuleOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course_module', action: 'delete' },
  id: true,
  run: async ({ id, confirm }, { audit }) => {
    const info = await moduleDeleteInfo(prisma, id);
    audit.entityId = info.id;
    audit.summary = changeSummary({ title: info.title, progressCount: info.progressCount });
    return deleteModule(prisma, storage(), info.id, { confirm });
  },
});

// ── Content items ───────────────────────────────────────────────────────────────────────────────

/** A new content item in the module `id` (its file already stored: media.ts). */
export const createContentOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course_content', action: 'create' },
  id: true,
  input: contentSchema,
  maxBytes: COURSE_JSON_MAX_BYTES,
  run: async ({ id: moduleId, input }, { audit }) => {
    audit.summary = changeSummary({ moduleId, contentType: input.contentType, title: input.title });
    return createContent(prisma, moduleId, input);
  },
});

/** Any fields but the type; a replaced file is removed when nothing else uses it. */
export const updateContentOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course_content', action: 'update', summary: (input) => changeSummary(input) },
  id: true,
  input: contentUpdateSchema,
  maxBytes: COURSE_JSON_MAX_BYTES,
  run: ({ id, input }, { audit }) => {
    audit.entityId = id;
    return updateContent(prisma, storage(), id, input);
  },
});

export const deleteContentOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'course_content', action: 'delete' },
  id: true,
  run: ({ id }, { audit }) => {
    audit.entityId = id;
    return deleteContent(prisma, storage(), id);
  },
});

// ── Quiz questions ──────────────────────────────────────────────────────────────────────────────

/** A new question in the module `id`, with its right answers. */
export const createQuestionOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'quiz_question', action: 'create' },
  id: true,
  input: questionSchema,
  run: async ({ id: moduleId, input }, { audit }) => {
    audit.summary = changeSummary({ moduleId, questionType: input.questionType, questionText: input.questionText });
    return createQuestion(prisma, moduleId, input);
  },
});

/** Any fields; past attempts keep what they were asked and their grade. */
export const updateQuestionOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'quiz_question', action: 'update', summary: (input) => changeSummary(input) },
  id: true,
  input: questionUpdateSchema,
  run: ({ id, input }, { audit }) => {
    audit.entityId = id;
    return updateQuestion(prisma, storage(), id, input);
  },
});

export const deleteQuestionOperation = defineOperation({
  who: 'admin',
  audit: { entity: 'quiz_question', action: 'delete' },
  id: true,
  run: ({ id }, { audit }) => {
    audit.entityId = id;
    return deleteQuestion(prisma, storage(), id);
  },
});
