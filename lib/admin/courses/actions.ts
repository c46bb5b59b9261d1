'use server';
/**
 * The 'Kurs' tab's server actions (docs/product.md: Course authoring). The writes the course API
 * also offers are made from their one declaration (operations.ts); the others check the
 * administrator role themselves (runAdminAction). Each validates with the course schemas, answers
 * an ActionResult (never throws a refusal) and names the change it makes for the audit log. A
 * delete of something dealers have progress in answers `{ ok: false, status: 409 }` naming the
 * count unless `confirm` is true; the confirmation dialog reads the count first with
 * loadCourseDeleteInfoAction / loadModuleDeleteInfoAction.
 */
import { changeSummary } from '../../audit/summary';
import { prisma } from '../../db';
import { storage } from '../../storage';
import { courseOverview, courseReport, dealerReport } from '../../courses/reports';
import { formText, onField, parseInput, READ_ONLY, recordId, runAdminAction, uploadedFile } from '../shared/action';
import { runOperation } from '../shared/operation';
import { COURSE_MEDIA_MESSAGES, MAX_AUDIO_BYTES, MAX_COURSE_IMAGE_BYTES } from './limits';
import { storeCourseMedia } from './media';
import {
  createContentOperation,
  createCourseOperation,
  createModuleOperation,
  createQuestionOperation,
  deleteContentOperation,
  deleteCourseOperation,
  deleteModuleOperation,
  deleteQuestionOperation,
  updateContentOperation,
  updateCourseOperation,
  updateModuleOperation,
  updateQuestionOperation,
} from './operations';
import { moveSchema, orderSchema } from './schema';
import {
  courseDeleteInfo,
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
} from './service';

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
  return runOperation(createCourseOperation, { input });
}

/** Edit any fields; `{ isActive: true }` activates (aktiv), `{ isActive: false }` makes it a draft (utkast). */
export async function updateCourseAction(id: unknown, input: unknown) {
  return runOperation(updateCourseOperation, { id, input });
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
  return runOperation(deleteCourseOperation, { id, options });
}

// ── Modules ─────────────────────────────────────────────────────────────────────────────────────

export async function createModuleAction(courseId: unknown, input: unknown) {
  return runOperation(createModuleOperation, { id: courseId, input });
}

/** Edit any fields; `{ isActive }` shows or hides the module (dealers' course progress follows). */
export async function updateModuleAction(id: unknown, input: unknown) {
  return runOperation(updateModuleOperation, { id, input });
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
  return runOperation(deleteModuleOperation, { id, options });
}

// ── Content items ───────────────────────────────────────────────────────────────────────────────

export async function createContentAction(moduleId: unknown, input: unknown) {
  return runOperation(createContentOperation, { id: moduleId, input });
}

export async function updateContentAction(id: unknown, input: unknown) {
  return runOperation(updateContentOperation, { id, input });
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
  return runOperation(deleteContentOperation, { id });
}

// ── Quiz questions ──────────────────────────────────────────────────────────────────────────────

export async function createQuestionAction(moduleId: unknown, input: unknown) {
  return runOperation(createQuestionOperation, { id: moduleId, input });
}

export async function updateQuestionAction(id: unknown, input: unknown) {
  return runOperation(updateQuestionOperation, { id, input });
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
  return runOperation(deleteQuestionOperation, { id });
}
