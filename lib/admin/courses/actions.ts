'use server';
/**
 * The 'Kurs' tab's server actions (docs/product.md: Course authoring). Each checks the
 * administrator role itself (runAdminAction), validates with the course schemas, answers an
 * ActionResult (never throws a refusal) and names the change it makes for the audit log. A
 * delete of something dealers have progress in answers `{ ok: false, status: 409 }` naming the
 * count unless `confirm` is true; the confirmation dialog reads the count first with
 * loadCourseDeleteInfoAction / loadModuleDeleteInfoAction.
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { courseOverview, courseReport, dealerReport } from '../../courses/reports';
import { formText, onField, parseInput, READ_ONLY, recordId, runAdminAction, uploadedFile } from '../shared/action';
import { COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES, MAX_COURSE_IMAGE_BYTES } from './limits';
import { storeCourseMedia } from './media';
import {
  contentSchema,
  contentUpdateSchema,
  courseSchema,
  courseUpdateSchema,
  moduleSchema,
  moduleUpdateSchema,
  moveSchema,
  orderSchema,
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

const confirmed = (options: unknown) => typeof options === 'object' && options !== null && (options as { confirm?: unknown }).confirm === true;

// ── Reads ───────────────────────────────────────────────────────────────────────────────────────

export async function listCoursesAction() {
  return runAdminAction(READ_ONLY, () => listAdminCourses(prisma));
}

export async function loadCourseAction(id: unknown) {
  return runAdminAction(READ_ONLY, () => getCourseForEdit(prisma, recordId(id)));
}

export async function listCourseCategoriesAction() {
  return runAdminAction(READ_ONLY, () => listCourseCategories(prisma));
}

/** 'Forhåndsvis': the course as a dealer's course page gets it, also while inactive; writes nothing. */
export async function previewCourseAction(id: unknown) {
  return runAdminAction(READ_ONLY, () => previewCourse(prisma, recordId(id)));
}

export async function loadCourseDeleteInfoAction(id: unknown) {
  return runAdminAction(READ_ONLY, () => courseDeleteInfo(prisma, recordId(id)));
}

export async function loadModuleDeleteInfoAction(id: unknown) {
  return runAdminAction(READ_ONLY, () => moduleDeleteInfo(prisma, recordId(id)));
}

/** 'Rapporter': one course's figures (lib/courses/reports.ts). */
export async function courseReportAction(id: unknown) {
  return runAdminAction(READ_ONLY, () => courseReport(prisma, recordId(id)));
}

/** 'Rapporter': completion per course, archived courses too (lib/courses/reports.ts). */
export async function courseOverviewAction() {
  return runAdminAction(READ_ONLY, () => courseOverview(prisma));
}

/** 'Rapporter': every dealer with their courses (lib/courses/reports.ts). */
export async function dealerReportAction() {
  return runAdminAction(READ_ONLY, () => dealerReport(prisma));
}

// ── Media ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Stores an uploaded course file (multipart: `file`, `kind` 'image' or 'audio', optional `name`
 * for the file name) after checking it by content; answers `{ url }` for the course image, an
 * image or audio item or a question image.
 */
export async function uploadCourseMediaAction(form: unknown) {
  return runAdminAction({ entity: 'course_content', action: 'upload' }, async (audit) => {
    const kind = formText(form, 'kind') === 'audio' ? 'audio' : 'image';
    const file = await uploadedFile(
      form,
      'file',
      kind === 'audio' ? MAX_AUDIO_BYTES : MAX_COURSE_IMAGE_BYTES,
      kind === 'audio'
        ? { missing: COURSE_MEDIA_MESSAGES.audioMissing, tooLarge: COURSE_MEDIA_MESSAGES.audioTooLarge }
        : { missing: COURSE_MEDIA_MESSAGES.imageMissing, tooLarge: COURSE_MEDIA_MESSAGES.imageTooLarge },
    );
    const name = String(formText(form, 'name') ?? '').slice(0, 80) || file.name.replace(/\.[^.]*$/, '');
    try {
      const url = await storeCourseMedia(storage(), kind, name, file.bytes);
      audit.summary = changeSummary({ kind, url });
      return { url };
    } catch (error) {
      throw onField('file', error);
    }
  });
}

// ── Courses ─────────────────────────────────────────────────────────────────────────────────────

export async function createCourseAction(input: unknown) {
  return runAdminAction({ entity: 'course', action: 'create' }, async (audit) => {
    const data = parseInput(courseSchema, input);
    audit.summary = changeSummary(data);
    return createCourse(prisma, data);
  });
}

/** Edit any fields; `{ isActive: true }` activates (aktiv), `{ isActive: false }` makes it a draft (utkast). */
export async function updateCourseAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'course', action: 'update' }, async (audit) => {
    const courseId = (audit.entityId = recordId(id));
    const data = parseInput(courseUpdateSchema, input);
    const { modules: _modules, ...before } = await getCourseForEdit(prisma, courseId);
    void _modules;
    audit.summary = changeSummary(data, { before });
    return updateCourse(prisma, storage(), courseId, data);
  });
}

export async function moveCourseAction(id: unknown, direction: unknown) {
  return runAdminAction({ entity: 'course', action: 'update' }, async (audit) => {
    const courseId = (audit.entityId = recordId(id));
    const dir = parseInput(moveSchema, direction);
    audit.summary = changeSummary({ move: dir });
    return moveCourse(prisma, courseId, dir);
  });
}

export async function reorderCoursesAction(ids: unknown) {
  return runAdminAction({ entity: 'course', action: 'update' }, async (audit) => {
    const order = parseInput(orderSchema, ids);
    audit.summary = changeSummary({ order: order.join(',') });
    return reorderCourses(prisma, order);
  });
}

/** Deletes, or with dealers' progress archives when `{ confirm: true }` (else 409 naming the count). */
export async function deleteCourseAction(id: unknown, options?: unknown) {
  return runAdminAction({ entity: 'course', action: 'delete' }, async (audit) => {
    const info = await courseDeleteInfo(prisma, recordId(id));
    audit.entityId = info.id;
    audit.summary = changeSummary({ title: info.title, progressCount: info.progressCount });
    return deleteCourse(prisma, storage(), info.id, { confirm: confirmed(options) });
  });
}

// ── Modules ─────────────────────────────────────────────────────────────────────────────────────

export async function createModuleAction(courseId: unknown, input: unknown) {
  return runAdminAction({ entity: 'course_module', action: 'create' }, async (audit) => {
    const course = recordId(courseId);
    const data = parseInput(moduleSchema, input);
    audit.summary = changeSummary({ courseId: course, ...data });
    return createModule(prisma, course, data);
  });
}

/** Edit any fields; `{ isActive }` shows or hides the module (dealers' course progress follows). */
export async function updateModuleAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'course_module', action: 'update' }, async (audit) => {
    const moduleId = (audit.entityId = recordId(id));
    const data = parseInput(moduleUpdateSchema, input);
    audit.summary = changeSummary(data);
    return updateModule(prisma, moduleId, data);
  });
}

export async function moveModuleAction(id: unknown, direction: unknown) {
  return runAdminAction({ entity: 'course_module', action: 'update' }, async (audit) => {
    const moduleId = (audit.entityId = recordId(id));
    const dir = parseInput(moveSchema, direction);
    audit.summary = changeSummary({ move: dir });
    return moveModule(prisma, moduleId, dir);
  });
}

export async function reorderModulesAction(courseId: unknown, ids: unknown) {
  return runAdminAction({ entity: 'course_module', action: 'update' }, async (audit) => {
    const course = (audit.entityId = recordId(courseId));
    const order = parseInput(orderSchema, ids);
    audit.summary = changeSummary({ courseId: course, order: order.join(',') });
    return reorderModules(prisma, course, order);
  });
}

export async function deleteModuleAction(id: unknown, options?: unknown) {
  return runAdminAction({ entity: 'course_module', action: 'delete' }, async (audit) => {
    const info = await moduleDeleteInfo(prisma, recordId(id));
    audit.entityId = info.id;
    audit.summary = changeSummary({ title: info.title, progressCount: info.progressCount });
    return deleteModule(prisma, storage(), info.id, { confirm: confirmed(options) });
  });
}

// ── Content items ───────────────────────────────────────────────────────────────────────────────

export async function createContentAction(moduleId: unknown, input: unknown) {
  return runAdminAction({ entity: 'course_content', action: 'create' }, async (audit) => {
    const mod = recordId(moduleId);
    const data = parseInput(contentSchema, input);
    audit.summary = changeSummary({ moduleId: mod, contentType: data.contentType, title: data.title });
    return createContent(prisma, mod, data);
  });
}

export async function updateContentAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'course_content', action: 'update' }, async (audit) => {
    const contentId = (audit.entityId = recordId(id));
    const data = parseInput(contentUpdateSchema, input);
    audit.summary = changeSummary(data);
    return updateContent(prisma, storage(), contentId, data);
  });
}

export async function moveContentAction(id: unknown, direction: unknown) {
  return runAdminAction({ entity: 'course_content', action: 'update' }, async (audit) => {
    const contentId = (audit.entityId = recordId(id));
    const dir = parseInput(moveSchema, direction);
    audit.summary = changeSummary({ move: dir });
    return moveContent(prisma, contentId, dir);
  });
}

export async function reorderContentsAction(moduleId: unknown, ids: unknown) {
  return runAdminAction({ entity: 'course_content', action: 'update' }, async (audit) => {
    const mod = (audit.entityId = recordId(moduleId));
    const order = parseInput(orderSchema, ids);
    audit.summary = changeSummary({ moduleId: mod, order: order.join(',') });
    return reorderContents(prisma, mod, order);
  });
}

export async function deleteContentAction(id: unknown) {
  return runAdminAction({ entity: 'course_content', action: 'delete' }, async (audit) => {
    audit.entityId = recordId(id);
    return deleteContent(prisma, storage(), audit.entityId);
  });
}

// ── Quiz questions ──────────────────────────────────────────────────────────────────────────────

export async function createQuestionAction(moduleId: unknown, input: unknown) {
  return runAdminAction({ entity: 'quiz_question', action: 'create' }, async (audit) => {
    const mod = recordId(moduleId);
    const data = parseInput(questionSchema, input);
    audit.summary = changeSummary({ moduleId: mod, questionType: data.questionType, questionText: data.questionText });
    return createQuestion(prisma, mod, data);
  });
}

export async function updateQuestionAction(id: unknown, input: unknown) {
  return runAdminAction({ entity: 'quiz_question', action: 'update' }, async (audit) => {
    const questionId = (audit.entityId = recordId(id));
    const data = parseInput(questionUpdateSchema, input);
    audit.summary = changeSummary(data);
    return updateQuestion(prisma, storage(), questionId, data);
  });
}

export async function moveQuestionAction(id: unknown, direction: unknown) {
  return runAdminAction({ entity: 'quiz_question', action: 'update' }, async (audit) => {
    const questionId = (audit.entityId = recordId(id));
    const dir = parseInput(moveSchema, direction);
    audit.summary = changeSummary({ move: dir });
    return moveQuestion(prisma, questionId, dir);
  });
}

export async function reorderQuestionsAction(moduleId: unknown, ids: unknown) {
  return runAdminAction({ entity: 'quiz_question', action: 'update' }, async (audit) => {
    const mod = (audit.entityId = recordId(moduleId));
    const order = parseInput(orderSchema, ids);
    audit.summary = changeSummary({ moduleId: mod, order: order.join(',') });
    return reorderQuestions(prisma, mod, order);
  });
}

export async function deleteQuestionAction(id: unknown) {
  return runAdminAction({ entity: 'quiz_question', action: 'delete' }, async (audit) => {
    audit.entityId = recordId(id);
    return deleteQuestion(prisma, storage(), audit.entityId);
  });
}
