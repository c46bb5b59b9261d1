/**
 * The administrators' course calls (lib/admin/courses/service.ts, lib/courses/reports.ts): course,
 * module, content and question writes and the learning reports. Merged into the course paths by
 * lib/openapi/courses.ts (several paths also have the dealers' GET).
 */
import { z } from 'zod';
import type { ZodOpenApiPathItemObject } from 'zod-openapi';
import { COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES, MAX_COURSE_IMAGE_BYTES } from '../admin/courses/limits';
import {
  COURSE_ADMIN_MESSAGES as M,
  contentSchema,
  contentUpdateSchema,
  courseSchema,
  courseUpdateSchema,
  moduleSchema,
  moduleUpdateSchema,
  questionSchema,
  questionUpdateSchema,
} from '../admin/courses/schema';
import { IMAGE_MESSAGES } from '../admin/products/limits';
import { ADMIN_MESSAGES } from '../admin/shared/messages';
import { JSON_BODY_MESSAGES } from '../http/json-body';
import { error, file, idParam, invalidBody, json, jsonBodyLimits, jsonRequest, operation } from './common';
import {
  adminContentResponse as adminContent,
  adminCourseResponse as adminCourseResult,
  adminModuleResponse as adminModuleResult,
  adminQuestionResponse as adminQuestion,
  courseDeleteResponse as deleteResult,
  courseReportResponse as courseReport,
  dealerReportRowResponse as dealerReportRow,
  progressConflictResponse,
} from '../admin/courses/responses';
import { idBody } from '../http/responses';
import { DEFAULT_MAX_BYTES } from '../admin/shared/limits';

const tags = ['Admin: courses'];

export const COURSE_AUTHORING_SCHEMAS = {
  AdminCourse: adminCourseResult,
  AdminCourseModule: adminModuleResult,
  AdminModuleContent: adminContent,
  AdminQuizQuestion: adminQuestion,
  CourseDeleteResult: deleteResult,
  CourseReport: courseReport,
  DealerCourseReport: dealerReportRow,
};

const progressConflict = json('Dealers have progress in it: repeat with ?confirm=true to archive it (the message names the count)', progressConflictResponse);

const courseId = { path: z.object({ id: idParam('Course id') }) };
const moduleId = { path: z.object({ moduleId: idParam('Module id') }) };
const itemId = (what: string) => ({ path: z.object({ id: idParam(what) }) });
const confirmQuery = z.object({
  confirm: z.enum(['true']).optional().meta({ description: 'Archive even though dealers have progress in it' }),
});
const notFound = (what: string, message: string) => error(`Unknown or archived ${what}`, message, ADMIN_MESSAGES.notFound);
const formatQuery = z.object({ format: z.enum(['json', 'csv']).optional().meta({ description: 'csv: a UTF-8 CSV file with BOM, semicolons' }) });

const contentMultipart = {
  'multipart/form-data': {
    schema: z.object({
      contentType: z.enum(['image', 'audio']).optional(),
      title: z.string().optional(),
      alt: z.string().optional().meta({ description: 'Image: the alternative text' }),
      transcript: z.string().optional().meta({ description: 'Audio: the transcript' }),
      sortOrder: z.string().optional(),
      file: z.string().meta({
        format: 'binary',
        description: `Image (JPEG, PNG, WebP, AVIF, GIF, TIFF; ≤ ${MAX_COURSE_IMAGE_BYTES / (1024 * 1024)} MB) or audio (MP3, M4A, OGG, WAV; ≤ ${MAX_AUDIO_BYTES / (1024 * 1024)} MB), checked by content`,
      }),
    }),
  },
};

const uploadFailures = {
  '413': error('Body or file over the limit', JSON_BODY_MESSAGES.tooLarge, COURSE_MEDIA_MESSAGES.imageTooLarge, COURSE_MEDIA_MESSAGES.audioTooLarge),
  '415': error(
    'Neither JSON nor multipart/form-data, or a file whose content is not what the item needs',
    JSON_BODY_MESSAGES.unsupportedType,
    COURSE_MEDIA_MESSAGES.notAudio,
    IMAGE_MESSAGES.notImage,
    COURSE_MEDIA_MESSAGES.fileNotTaken,
  ),
};

/** Methods to add to the course paths, by path. */
export const courseAuthoringOperations: Record<string, ZodOpenApiPathItemObject> = {
  '/api/courses': {
    post: operation('administrator', {
      tags,
      summary: 'Create a course',
      description: 'New courses start inactive (a draft) unless `isActive` is sent, and go last unless `sortOrder` is.',
      requestBody: jsonRequest(courseSchema),
      responses: {
        '201': json('Created', adminCourseResult),
        '400': invalidBody(ADMIN_MESSAGES.invalid),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
  },
  '/api/courses/{id}': {
    patch: operation('administrator', {
      tags,
      summary: 'Change a course',
      description: 'Any fields; `{ "isActive": true }` activates it, `false` hides it from dealers. A replaced uploaded image is removed when unused.',
      requestParams: courseId,
      requestBody: jsonRequest(courseUpdateSchema),
      responses: {
        '200': json('Changed', adminCourseResult),
        '400': invalidBody(ADMIN_MESSAGES.invalid),
        '404': notFound('course', M.courseNotFound),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
    delete: operation('administrator', {
      tags,
      summary: 'Delete or archive a course',
      description:
        "Without dealers' progress the course is deleted with its modules, contents and questions (and their unused files). " +
        'With progress: 409 naming how many dealers, unless `?confirm=true`; then it is archived — hidden from dealers and ' +
        'from the authoring list, its results kept for the reports.',
      requestParams: { ...courseId, query: confirmQuery },
      responses: { '200': json('Deleted or archived', deleteResult), '404': notFound('course', M.courseNotFound), '409': progressConflict },
    }),
  },
  '/api/courses/{id}/modules': {
    post: operation('administrator', {
      tags,
      summary: 'Add a module to a course',
      description: 'Active unless `isActive: false`; last unless `sortOrder` is sent. Dealers who completed the course keep their completion.',
      requestParams: courseId,
      requestBody: jsonRequest(moduleSchema),
      responses: {
        '201': json('Created', adminModuleResult),
        '400': invalidBody(ADMIN_MESSAGES.invalid),
        '404': notFound('course', M.courseNotFound),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
  },
  '/api/courses/modules/{moduleId}': {
    patch: operation('administrator', {
      tags,
      summary: 'Change a module',
      description: "Any fields; `isActive` shows or hides it (dealers' course progress is recomputed, completion kept).",
      requestParams: moduleId,
      requestBody: jsonRequest(moduleUpdateSchema),
      responses: {
        '200': json('Changed', adminModuleResult),
        '400': invalidBody(ADMIN_MESSAGES.invalid),
        '404': notFound('module', M.moduleNotFound),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
    delete: operation('administrator', {
      tags,
      summary: 'Delete or archive a module',
      description: 'As deleting a course: 409 with the count when dealers have progress in it, unless `?confirm=true` (then archived).',
      requestParams: { ...moduleId, query: confirmQuery },
      responses: { '200': json('Deleted or archived', deleteResult), '404': notFound('module', M.moduleNotFound), '409': progressConflict },
    }),
  },
  '/api/courses/modules/{moduleId}/contents': {
    post: operation('administrator', {
      tags,
      summary: 'Add a content item to a module',
      description:
        'Text (sanitised HTML), image (uploaded file + alt text), audio (uploaded file + transcript) or video (a YouTube address). ' +
        'JSON with `url` naming an uploaded file, or multipart/form-data with the fields and `file`.',
      requestParams: moduleId,
      requestBody: { required: true, content: { 'application/json': { schema: contentSchema }, ...contentMultipart } },
      responses: {
        '201': json('Created', adminContent),
        '400': invalidBody(ADMIN_MESSAGES.invalid, M.html, M.videoUrl),
        '404': notFound('module', M.moduleNotFound),
        ...uploadFailures,
      },
    }),
  },
  '/api/courses/modules/{moduleId}/questions': {
    post: operation('administrator', {
      tags,
      summary: 'Add a quiz question to a module',
      description: 'Multiple choice (2–8 options, one or more right) or true/false; explanation, image, points 1–100.',
      requestParams: moduleId,
      requestBody: jsonRequest(questionSchema),
      responses: {
        '201': json('Created', adminQuestion),
        '400': invalidBody(ADMIN_MESSAGES.invalid, M.options, M.noCorrect, M.optionDuplicate),
        '404': notFound('module', M.moduleNotFound),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
  },
  '/api/courses/contents/{id}': {
    patch: operation('administrator', {
      tags,
      summary: 'Change a content item',
      description: 'Any fields but the type; JSON, or multipart/form-data with a new `file`. A replaced file is removed when unused.',
      requestParams: itemId('Content item id'),
      requestBody: { required: true, content: { 'application/json': { schema: contentUpdateSchema }, ...contentMultipart } },
      responses: {
        '200': json('Changed', adminContent),
        '400': invalidBody(ADMIN_MESSAGES.invalid, M.contentTypeLocked),
        '404': notFound('content item', M.contentNotFound),
        ...uploadFailures,
      },
    }),
    delete: operation('administrator', {
      tags,
      summary: 'Delete a content item',
      description: 'Its file is removed unless another item, question or course names it.',
      requestParams: itemId('Content item id'),
      responses: { '200': json('Deleted', idBody), '404': notFound('content item', M.contentNotFound) },
    }),
  },
  '/api/courses/questions/{id}': {
    patch: operation('administrator', {
      tags,
      summary: 'Change a quiz question',
      description: 'Any fields. Past attempts keep what was asked and their grade; only later attempts see the change.',
      requestParams: itemId('Question id'),
      requestBody: jsonRequest(questionUpdateSchema),
      responses: {
        '200': json('Changed', adminQuestion),
        '400': invalidBody(ADMIN_MESSAGES.invalid, M.questionTypeLocked),
        '404': notFound('question', M.questionNotFound),
        ...jsonBodyLimits(DEFAULT_MAX_BYTES),
      },
    }),
    delete: operation('administrator', {
      tags,
      summary: 'Delete a quiz question',
      description: 'Past attempts stay in the reports with what was asked (their question id becomes null).',
      requestParams: itemId('Question id'),
      responses: { '200': json('Deleted', idBody), '404': notFound('question', M.questionNotFound) },
    }),
  },
  '/api/courses/{id}/report': {
    get: operation('administrator', {
      tags,
      summary: "A course's learning report",
      description:
        'Dealers started and completed, completion rate, average score per module, the questions most often answered wrong, ' +
        'completions per month and the dealers — archived courses too. `?format=csv` answers the same as a CSV file.',
      requestParams: { ...courseId, query: formatQuery },
      responses: {
        '200': { ...json('The report', courseReport), content: { 'application/json': { schema: courseReport }, ...file('CSV', ['text/csv']).content } },
        '400': invalidBody(ADMIN_MESSAGES.invalid),
        '404': error('Unknown course', 'Kurset ble ikke funnet', ADMIN_MESSAGES.notFound),
      },
    }),
  },
  '/api/courses/reports/dealers': {
    get: operation('administrator', {
      tags,
      summary: 'Every dealer with their courses',
      description:
        'Each course a dealer has progress in, with progress, completion date and whether the certificate is available. `?format=csv` as a CSV file.',
      requestParams: { query: formatQuery },
      responses: {
        '200': {
          ...json('The report', z.array(dealerReportRow)),
          content: { 'application/json': { schema: z.array(dealerReportRow) }, ...file('CSV', ['text/csv']).content },
        },
        '400': invalidBody(ADMIN_MESSAGES.invalid),
      },
    }),
  },
};
