'use server';
/**
 * The 'Kurs' tab's server actions (docs/product.md: Course authoring), each made from its one
 * declaration (operations.ts); the writes the course API also offers share it with the route
 * handlers. Each validates with the course schemas, answers an ActionResult (never throws a
 * refusal) and the writes name the change they make for the audit log. A delete of something
 * dealers have progress in answers `{ ok: false, status: 409 }` naming the count unless
 * `{ confirm: true }`; the confirmation dialog reads the count first with
 * loadCourseDeleteInfoAction / loadModuleDeleteInfoAction.
 */
import { operationAction } from '../shared/operation';
import {
  courseDeleteInfoOperation,
  courseOverviewOperation,
  courseReportOperation,
  createContentOperation,
  createCourseOperation,
  createModuleOperation,
  createQuestionOperation,
  dealerReportOperation,
  deleteContentOperation,
  deleteCourseOperation,
  deleteModuleOperation,
  deleteQuestionOperation,
  listCourseCategoriesOperation,
  listCoursesOperation,
  loadCourseOperation,
  moduleDeleteInfoOperation,
  moveContentOperation,
  moveCourseOperation,
  moveModuleOperation,
  moveQuestionOperation,
  previewCourseOperation,
  reorderContentsOperation,
  reorderCoursesOperation,
  reorderModulesOperation,
  reorderQuestionsOperation,
  updateContentOperation,
  updateCourseOperation,
  updateModuleOperation,
  updateQuestionOperation,
  uploadCourseMediaOperation,
} from './operations';

// ── Reads ───────────────────────────────────────────────────────────────────────────────────────

export const listCoursesAction = operationAction(listCoursesOperation);

export const loadCourseAction = operationAction(loadCourseOperation);

export const listCourseCategoriesAction = operationAction(listCourseCategoriesOperation);

/** 'Forhåndsvis': the course as a dealer's course page gets it, also while inactive; writes nothing. */
export const previewCourseAction = operationAction(previewCourseOperation);

export const loadCourseDeleteInfoAction = operationAction(courseDeleteInfoOperation);

export const loadModuleDeleteInfoAction = operationAction(moduleDeleteInfoOperation);

/** 'Rapporter': one course's figures (lib/courses/reports.ts). */
export const courseReportAction = operationAction(courseReportOperation);

/** 'Rapporter': completion per course, archived courses too (lib/courses/reports.ts). */
export const courseOverviewAction = operationAction(courseOverviewOperation);

/** 'Rapporter': every dealer with their courses (lib/courses/reports.ts). */
export const dealerReportAction = operationAction(dealerReportOperation);

// ── Media ───────────────────────────────────────────────────────────────────────────────────────

/** Multipart: `file`, `kind` 'image' or 'audio', optional `name`; answers `{ url }`. */
export const uploadCourseMediaAction = operationAction(uploadCourseMediaOperation);

// ── Courses ─────────────────────────────────────────────────────────────────────────────────────

export const createCourseAction = operationAction(createCourseOperation);

/** Edit any fields; `{ isActive: true }` activates (aktiv), `{ isActive: false }` makes it a draft (utkast). */
export const updateCourseAction = operationAction(updateCourseOperation);

export const moveCourseAction = operationAction(moveCourseOperation);

export const reorderCoursesAction = operationAction(reorderCoursesOperation);

/** Deletes, or with dealers' progress archives when `{ confirm: true }` (else 409 naming the count). */
export const deleteCourseAction = operationAction(deleteCourseOperation);

// ── Modules ─────────────────────────────────────────────────────────────────────────────────────

export const createModuleAction = operationAction(createModuleOperation);

/** Edit any fields; `{ isActive }` shows or hides the module (dealers' course progress follows). */
export const updateModuleAction = operationAction(updateModuleOperation);

export const moveModuleAction = operationAction(moveModuleOperation);

export const reorderModulesAction = operationAction(reorderModulesOperation);

export const deleteModuleAction = operationAction(deleteModuleOperation);

// ── Content items ───────────────────────────────────────────────────────────────────────────────

export const createContentAction = operationAction(createContentOperation);

export const updateContentAction = operationAction(updateContentOperation);

export const moveContentAction = operationAction(moveContentOperation);

export const reorderContentsAction = operationAction(reorderContentsOperation);

export const deleteContentAction = operationAction(deleteContentOperation);

// ── Quiz questions ──────────────────────────────────────────────────────────────────────────────

export const createQuestionAction = operationAction(createQuestionOperation);

export const updateQuestionAction = operationAction(updateQuestionOperation);

export const moveQuestionAction = operationAction(moveQuestionOperation);

export const reorderQuestionsAction = operationAction(reorderQuestionsOperation);

export const deleteQuestionAction = operationAction(deleteQuestionOperation);
