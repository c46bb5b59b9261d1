/** Paths of the course platform (lib/courses/service.ts, lib/courses/certificate.ts). Dealers and administrators. */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { COURSE_MESSAGES } from '../courses/errors';
import { progressUpdateSchema, quizSubmissionSchema } from '../courses/schema';
import { error, file, idParam, invalidBody, json, jsonBodyLimits, jsonRequest, operation } from './common';
import { COURSE_AUTHORING_SCHEMAS, courseAuthoringOperations } from './course-authoring';
import {
  courseSummaryResponse as courseSummary,
  courseModuleResponse as courseModule,
  moduleContentResponse as moduleContent,
  quizQuestionResponse as quizQuestion,
  progressRecordResponse as progressRecord,
  courseProgressResponse as courseProgress,
  quizResultResponse as quizResult,
} from '../courses/responses';
import { COURSE_BODY_MAX_BYTES } from '../courses/http';

export const COURSE_SCHEMAS = {
  CourseSummary: courseSummary,
  CourseModule: courseModule,
  ModuleContent: moduleContent,
  QuizQuestion: quizQuestion,
  ProgressRecord: progressRecord,
  CourseProgress: courseProgress,
  QuizResult: quizResult,
  ...COURSE_AUTHORING_SCHEMAS,
};

const courseId = { path: z.object({ id: idParam('Course id') }) };
const moduleId = { path: z.object({ moduleId: idParam('Module id') }) };
const courseNotFound = error('Unknown or inactive course', COURSE_MESSAGES.courseNotFound);
const moduleNotFound = error('Unknown or inactive module', COURSE_MESSAGES.moduleNotFound);
const tags = ['Courses'];

const dealerPaths: ZodOpenApiPathsObject = {
  '/api/courses': {
    get: operation('dealer', {
      tags,
      summary: 'Courses with their number of active modules',
      description: 'Dealers get the active courses; administrators also the inactive ones (`isActive: false`). Archived courses never.',
      responses: { '200': json('The courses', z.array(courseSummary)) },
    }),
  },
  '/api/courses/{id}': {
    get: operation('dealer', {
      tags,
      summary: 'One course',
      description: 'Dealers: active courses only (404 otherwise); administrators also inactive ones.',
      requestParams: courseId,
      responses: { '200': json('The course', courseSummary), '404': courseNotFound },
    }),
  },
  '/api/courses/{id}/modules': {
    get: operation('dealer', {
      tags,
      summary: "The course's active modules in order",
      requestParams: courseId,
      responses: { '200': json('The modules', z.array(courseModule)), '404': courseNotFound },
    }),
  },
  '/api/courses/{id}/certificate': {
    get: operation('dealer', {
      tags,
      summary: "The signed-in user's PDF certificate of a completed course",
      requestParams: courseId,
      responses: {
        '200': file(
          'The certificate',
          ['application/pdf'],
          z.object({
            'Content-Disposition': z.string().meta({ example: 'attachment; filename="kursbevis-trepleie.pdf"' }),
            'Content-Security-Policy': z.literal('sandbox'),
          }),
        ),
        '403': error('Course not completed yet', COURSE_MESSAGES.notCompleted),
        '404': courseNotFound,
      },
    }),
  },
  '/api/courses/modules/{moduleId}/contents': {
    get: operation('dealer', {
      tags,
      summary: "A module's content items",
      requestParams: moduleId,
      responses: { '200': json('The content items in order', z.array(moduleContent)), '404': moduleNotFound },
    }),
  },
  '/api/courses/modules/{moduleId}/questions': {
    get: operation('dealer', {
      tags,
      summary: "A module's quiz, without correct answers or explanations",
      requestParams: moduleId,
      responses: { '200': json('The questions in order', z.array(quizQuestion)), '404': moduleNotFound },
    }),
  },
  '/api/courses/progress': {
    get: operation('dealer', {
      tags,
      summary: "The signed-in user's progress in the active courses",
      responses: { '200': json('Progress records, by course id', z.array(progressRecord)) },
    }),
  },
  '/api/courses/progress/{id}': {
    get: operation('dealer', {
      tags,
      summary: "The signed-in user's progress in one course",
      requestParams: { path: z.object({ id: idParam('Course id') }) },
      responses: { '200': json('The progress', courseProgress), '404': courseNotFound },
    }),
  },
  '/api/courses/progress/update': {
    post: operation('dealer', {
      tags,
      summary: 'Record that a module was opened',
      description:
        'The server records the visit and recomputes the course progress itself; `completed` and `progress` are ignored. ' +
        'Opening a module without a quiz completes it.',
      requestBody: jsonRequest(progressUpdateSchema),
      responses: {
        '200': json('The course progress after the visit', courseProgress),
        '400': invalidBody(COURSE_MESSAGES.invalidAnswer, COURSE_MESSAGES.moduleNotInCourse),
        '404': moduleNotFound,
        ...jsonBodyLimits(COURSE_BODY_MAX_BYTES),
      },
    }),
  },
  '/api/courses/quiz/submit': {
    post: operation('dealer', {
      tags,
      summary: "Submit a module's quiz",
      description:
        'Graded on the server: every question of the module answered, only its questions. The module is completed when ' +
        'every answer is right. Nothing is stored on a 400 or 409.',
      requestBody: jsonRequest(quizSubmissionSchema),
      responses: {
        '200': json('Graded', quizResult),
        '400': invalidBody(COURSE_MESSAGES.invalidAnswer, COURSE_MESSAGES.missingAnswers, COURSE_MESSAGES.foreignQuestion, COURSE_MESSAGES.noQuiz),
        '404': moduleNotFound,
        '409': error('The same answers again within 10 seconds (a replay)', COURSE_MESSAGES.replayed),
        ...jsonBodyLimits(COURSE_BODY_MAX_BYTES),
      },
    }),
  },
};

/** The dealers' calls and the administrators' (course-authoring.ts), one path item per path. */
export const coursePaths: ZodOpenApiPathsObject = Object.fromEntries(
  [...new Set([...Object.keys(dealerPaths), ...Object.keys(courseAuthoringOperations)])].map((path) => [
    path,
    { ...dealerPaths[path], ...courseAuthoringOperations[path] },
  ]),
);
