/**
 * The course authoring's operations, each declared once (lib/admin/shared/operation.ts): the
 * 'Kurs' tab's server actions (actions.ts) and the course API's route handlers (app/api/courses/**)
 * are both made from these, and the reads the tab's dialogs and reports need. A delete of something dealers have progress in answers 409 naming the
 * count unless confirmed (`{ confirm: true }`, `?confirm=true`). Server-only.
 */
import 'server-only';
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { courseOverview, courseReport, courseReportCsv, dealerReport, dealerReportCsv, reportFileName } from '../../courses/reports';
import { downloadHeaders } from '../../http/content-disposition';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/route';
import { onField } from '../shared/action';
import { ADMIN_MESSAGES } from '../shared/messages';
import { defineOperation, multipart, query, READ_ONLY, type Upload } from '../shared/operation';
import type { Db } from './shared';
import { COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES, MAX_COURSE_IMAGE_BYTES } from './limits';
import { removeUnusedMedia, storeCourseMedia } from './media';
import {
  contentSchema,
  contentUpdateSchema,
  courseSchema,
  courseUpdateSchema,
  moduleSchema,
  moduleUpdateSchema,
  moveSchema,
  type MoveDirection,
  orderSchema,
  questionSchema,
  questionUpdateSchema,
  reportFormatSchema,
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
  listAdminCourses,
  listCourseCategories,
  moduleDeleteInfo,
  moveContent,
  moveCourse,
  moveModule,
  moveQuestion,
  previewCourse,
  reorderContents,
  reorderCourses,
  reorderModules,
  reorderQuestions,
  updateContent,
  updateCourse,
  updateModule,
  updateQuestion,
} from './service';

/** The largest JSON body of a course write (a text item's HTML is at most 100,000 characters). */
export const COURSE_JSON_MAX_BYTES = 512 * 1024;

/** `?format=json|csv` of the report routes (JSON by default; the actions take no format). */
const reportFormat = query((params) => validate(reportFormatSchema, params.get('format') ?? undefined, ADMIN_MESSAGES.invalid));

const csvFile = (body: string, name: string) => new NextResponse(body, { headers: downloadHeaders(reportFileName(name), 'text/csv; charset=utf-8') });

const imageMessages = { missing: COURSE_MEDIA_MESSAGES.imageMissing, tooLarge: COURSE_MEDIA_MESSAGES.imageTooLarge };
const audioMessages = { missing: COURSE_MEDIA_MESSAGES.audioMissing, tooLarge: COURSE_MEDIA_MESSAGES.audioTooLarge };

type Ordered = 'course_module' | 'course_content' | 'quiz_question';

/** One step up or down of an item in its list (`id` the item). */
const moveOperation = (entity: 'course' | Ordered, move: (prisma: Db, id: number, direction: MoveDirection) => Promise<unknown>) =>
  defineOperation({
    who: 'admin',
    id: true,
    input: moveSchema,
    run: ({ id, input }) => move(prisma, id, input),
    audit: { entity, action: 'update', entityId: ({ id }) => id, summary: ({ input }) => changeSummary({ move: input }) },
  });

/** The items of the list `id` (a course's modules, a module's items or questions) in this order; `parent` names it in the summary. */
const reorderOperation = (entity: Ordered, parent: 'courseId' | 'moduleId', reorder: (prisma: Db, id: number, ids: number[]) => Promise<unknown>) =>
  defineOperation({
    who: 'admin',
    id: true,
    input: orderSchema,
    run: ({ id, input }) => reorder(prisma, id, input),
    audit: { entity, action: 'update', entityId: ({ id }) => id, summary: ({ id, input }) => changeSummary({ [parent]: id, order: input.join(',') }) },
  });

// ── Reads (the tab, the editor, the dialogs, the reports) ─────────────────────────────────────

export const listCoursesOperation = defineOperation({ who: 'admin', run: () => listAdminCourses(prisma), audit: READ_ONLY });

export const loadCourseOperation = defineOperation({ who: 'admin', id: true, run: ({ id }) => getCourseForEdit(prisma, id), audit: READ_ONLY });

export const listCourseCategoriesOperation = defineOperation({ who: 'admin', run: () => listCourseCategories(prisma), audit: READ_ONLY });

/** 'Forhåndsvis': the course as a dealer's course page gets it, also while inactive. */
export const previewCourseOperation = defineOperation({ who: 'admin', id: true, run: ({ id }) => previewCourse(prisma, id), audit: READ_ONLY });

/** The delete confirmation's reading: how many dealers have progress in the course. */
export const courseDeleteInfoOperation = defineOperation({ who: 'admin', id: true, run: ({ id }) => courseDeleteInfo(prisma, id), audit: READ_ONLY });

export const moduleDeleteInfoOperation = defineOperation({ who: 'admin', id: true, run: ({ id }) => moduleDeleteInfo(prisma, id), audit: READ_ONLY });

/** 'Rapporter' and GET /api/courses/{id}/report[?format=csv]: one course's figures, archived courses too. */
export const courseReportOperation = defineOperation({
  who: 'admin',
  id: true,
  input: reportFormat,
  run: async ({ id, input: format }) => {
    const report = await courseReport(prisma, id);
    return format === 'json' ? report : csvFile(courseReportCsv(report), `kursrapport-${id}`);
  },
  audit: READ_ONLY,
});

/** 'Rapporter': completion per course, archived courses too. */
export const courseOverviewOperation = defineOperation({ who: 'admin', run: () => courseOverview(prisma), audit: READ_ONLY });

/** 'Rapporter' and GET /api/courses/reports/dealers[?format=csv]: every dealer with their courses. */
export const dealerReportOperation = defineOperation({
  who: 'admin',
  input: reportFormat,
  run: async ({ input: format }) => {
    const rows = await dealerReport(prisma);
    return format === 'json' ? rows : csvFile(dealerReportCsv(rows), 'forhandlerrapport-kurs');
  },
  audit: READ_ONLY,
});

// ── Media ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Stores an uploaded course file (multipart: `file`, `kind` 'image' or 'audio', optional `name`
 * for the file name) after checking it by content; answers `{ url }` for the course image, an
 * image or audio item or a question image.
 */
export const uploadCourseMediaOperation = defineOperation({
  who: 'admin',
  input: multipart({
    fields: z.object({
      kind: z
        .unknown()
        .optional()
        .transform((kind): 'image' | 'audio' => (kind === 'audio' ? 'audio' : 'image')),
      name: z
        .unknown()
        .optional()
        .transform((name) => (typeof name === 'string' ? name.slice(0, 80) : '')),
    }),
    files: {
      file: {
        maxBytes: MAX_AUDIO_BYTES,
        messages: audioMessages,
        byFields: (fields) =>
          fields.kind === 'audio' ? { maxBytes: MAX_AUDIO_BYTES, messages: audioMessages } : { maxBytes: MAX_COURSE_IMAGE_BYTES, messages: imageMessages },
      },
    },
    notMultipart: COURSE_MEDIA_MESSAGES.notMultipart,
  }),
  run: async ({ input: { fields, files } }) => ({
    url: await storeCourseMedia(storage(), fields.kind, fields.name || files.file.name.replace(/\.[^.]*$/, ''), files.file.bytes).catch((error: unknown) =>
      Promise.reject(onField('file', error)),
    ),
  }),
  audit: {
    entity: 'course_content',
    action: 'upload',
    entityId: () => null,
    summary: ({ input, result }) => changeSummary({ kind: input.fields.kind, url: result.url }),
  },
});

/**
 * A content item's body: JSON, or multipart/form-data whose text fields are the schema's
 * (contentType, title, alt, transcript, html, url, sortOrder) plus `file` — an image for an image
 * item, an audio file for audio (the stored item's type when the body names none) — stored after
 * its check by content, its URL put in `url` (and removed again when the fields are refused).
 */
function contentInput<S extends z.ZodType>(fields: S, storedType: (id: number) => Promise<string | undefined>) {
  return multipart({
    fields,
    files: {
      file: {
        maxBytes: MAX_AUDIO_BYTES,
        required: false,
        messages: audioMessages,
        storeAs: {
          field: 'url',
          store: async (file: Upload, values: Record<string, unknown>, id: unknown) => {
            const type = String(values.contentType ?? (await storedType(id as number)) ?? '');
            if (type !== 'image' && type !== 'audio') {
              throw new HttpError(415, COURSE_MEDIA_MESSAGES.fileNotTaken, { file: [COURSE_MEDIA_MESSAGES.fileNotTaken] });
            }
            if (type === 'image' && file.bytes.byteLength > MAX_COURSE_IMAGE_BYTES) throw new HttpError(413, COURSE_MEDIA_MESSAGES.imageTooLarge);
            const name = String(values.title ?? file.name.replace(/\.[^.]*$/, '')).slice(0, 80);
            return storeCourseMedia(storage(), type, name, file.bytes);
          },
          discard: (url: string) => removeUnusedMedia(prisma, storage(), [url]),
        },
      },
    },
    numbers: ['sortOrder'],
    notMultipart: COURSE_MEDIA_MESSAGES.notMultipart,
    json: { maxBytes: COURSE_JSON_MAX_BYTES },
  });
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────────

/** A new course, inactive (utkast) unless `isActive` is sent. */
export const createCourseOperation = defineOperation({
  who: 'admin',
  input: courseSchema,
  run: ({ input }) => createCourse(prisma, input),
  audit: { entity: 'course', action: 'create', summary: ({ input }) => changeSummary(input) },
});

/** Any fields; `{ isActive: true }` activates (aktiv), `{ isActive: false }` makes it a draft (utkast). */
export const updateCourseOperation = defineOperation({
  who: 'admin',
  id: true,
  input: courseUpdateSchema,
  before: async ({ id }) => {
    const { modules: _modules, ...course } = await getCourseForEdit(prisma, id);
    void _modules;
    return course;
  },
  run: ({ id, input }) => updateCourse(prisma, storage(), id, input),
  audit: { entity: 'course', action: 'update', entityId: ({ id }) => id, summary: ({ input, before }) => changeSummary(input, { before }) },
});

/** One step up or down in the course list. */
export const moveCourseOperation = moveOperation('course', moveCourse);

/** The course list in this order (every course's id). */
export const reorderCoursesOperation = defineOperation({
  who: 'admin',
  input: orderSchema,
  run: ({ input }) => reorderCourses(prisma, input),
  audit: { entity: 'course', action: 'update', summary: ({ input }) => changeSummary({ order: input.join(',') }) },
});

/** Deletes, or with dealers' progress archives when confirmed (else 409 naming the count). */
export const deleteCourseOperation = defineOperation({
  who: 'admin',
  id: true,
  before: ({ id }) => courseDeleteInfo(prisma, id),
  run: ({ before, confirm }) => deleteCourse(prisma, storage(), before.id, { confirm }),
  audit: {
    entity: 'course',
    action: 'delete',
    entityId: ({ before }) => before.id,
    summary: ({ before }) => changeSummary({ title: before.title, progressCount: before.progressCount }),
  },
});

// ── Modules ─────────────────────────────────────────────────────────────────────────────────────

/** A new module in the course `id`, last unless `sortOrder` is sent. */
export const createModuleOperation = defineOperation({
  who: 'admin',
  id: true,
  input: moduleSchema,
  run: ({ id: courseId, input }) => createModule(prisma, courseId, input),
  audit: { entity: 'course_module', action: 'create', summary: ({ id: courseId, input }) => changeSummary({ courseId, ...input }) },
});

/** Any fields; `{ isActive }` shows or hides the module (dealers' course progress follows). */
export const updateModuleOperation = defineOperation({
  who: 'admin',
  id: true,
  input: moduleUpdateSchema,
  run: ({ id, input }) => updateModule(prisma, id, input),
  audit: { entity: 'course_module', action: 'update', entityId: ({ id }) => id, summary: ({ input }) => changeSummary(input) },
});

export const moveModuleOperation = moveOperation('course_module', moveModule);

export const reorderModulesOperation = reorderOperation('course_module', 'courseId', reorderModules);

export const deleteModuleOperation = defineOperation({
  who: 'admin',
  id: true,
  before: ({ id }) => moduleDeleteInfo(prisma, id),
  run: ({ before, confirm }) => deleteModule(prisma, storage(), before.id, { confirm }),
  audit: {
    entity: 'course_module',
    action: 'delete',
    entityId: ({ before }) => before.id,
    summary: ({ before }) => changeSummary({ title: before.title, progressCount: before.progressCount }),
  },
});

// ── Content items ───────────────────────────────────────────────────────────────────────────────

/** A new content item in the module `id`: JSON (its file already stored through the upload) or multipart with the file. */
export const createContentOperation = defineOperation({
  who: 'admin',
  id: true,
  input: contentInput(contentSchema, async () => undefined),
  run: ({ id: moduleId, input }) => createContent(prisma, moduleId, input.fields),
  audit: {
    entity: 'course_content',
    action: 'create',
    summary: ({ id: moduleId, input }) => changeSummary({ moduleId, contentType: input.fields.contentType, title: input.fields.title }),
  },
});

/** Any fields but the type (a new `file` in multipart); a replaced file is removed when nothing else uses it. */
export const updateContentOperation = defineOperation({
  who: 'admin',
  id: true,
  input: contentInput(
    contentUpdateSchema,
    async (id) => (await prisma.moduleContent.findUnique({ where: { id }, select: { contentType: true } }))?.contentType,
  ),
  run: ({ id, input }) => updateContent(prisma, storage(), id, input.fields),
  audit: { entity: 'course_content', action: 'update', entityId: ({ id }) => id, summary: ({ input }) => changeSummary(input.fields) },
});

export const moveContentOperation = moveOperation('course_content', moveContent);

export const reorderContentsOperation = reorderOperation('course_content', 'moduleId', reorderContents);

export const deleteContentOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => deleteContent(prisma, storage(), id),
  audit: { entity: 'course_content', action: 'delete', entityId: ({ id }) => id },
});

// ── Quiz questions ──────────────────────────────────────────────────────────────────────────────

/** A new question in the module `id`, with its right answers. */
export const createQuestionOperation = defineOperation({
  who: 'admin',
  id: true,
  input: questionSchema,
  run: ({ id: moduleId, input }) => createQuestion(prisma, moduleId, input),
  audit: {
    entity: 'quiz_question',
    action: 'create',
    summary: ({ id: moduleId, input }) => changeSummary({ moduleId, questionType: input.questionType, questionText: input.questionText }),
  },
});

/** Any fields; past attempts keep what they were asked and their grade. */
export const updateQuestionOperation = defineOperation({
  who: 'admin',
  id: true,
  input: questionUpdateSchema,
  run: ({ id, input }) => updateQuestion(prisma, storage(), id, input),
  audit: { entity: 'quiz_question', action: 'update', entityId: ({ id }) => id, summary: ({ input }) => changeSummary(input) },
});

export const moveQuestionOperation = moveOperation('quiz_question', moveQuestion);

export const reorderQuestionsOperation = reorderOperation('quiz_question', 'moduleId', reorderQuestions);

export const deleteQuestionOperation = defineOperation({
  who: 'admin',
  id: true,
  run: ({ id }) => deleteQuestion(prisma, storage(), id),
  audit: { entity: 'quiz_question', action: 'delete', entityId: ({ id }) => id },
});
