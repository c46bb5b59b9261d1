/**
 * Courses as administrators author them (docs/product.md: Course authoring): courses, modules,
 * content items and quiz questions — create, edit, reorder, activate/deactivate, delete — and
 * the preview. Every function takes validated data (schema.ts); the callers (server actions,
 * route handlers) check the administrator role first.
 *
 * Rules for courses dealers have taken:
 * - deleting a course or module dealers have progress in answers 409 with the count unless
 *   confirmed, and then archives it (archivedAt: hidden from dealers and from the authoring
 *   lists, results kept for the reports); without progress it is deleted for real;
 * - every quiz result keeps the question as asked (lib/courses/service.ts submitQuiz), so editing
 *   or deleting a question never regrades a past attempt (the result's questionId becomes null);
 * - a change to the set of visible modules recomputes the course progress of every dealer in it,
 *   completion is sticky (recomputeCourseProgress).
 * Course data is rendered per request (no cache tag to expire). Media files are removed when the
 * last row naming them goes (media.ts).
 *
 * This module is the authoring's one entry; the work is split by what it edits: reads.ts,
 * courses.ts, modules.ts, contents.ts, questions.ts, and shared.ts for what they share.
 */
export { ProgressConflict, type DeleteResult } from './shared';
export { getCourseForEdit, listAdminCourses, listCourseCategories, previewCourse, type AdminCourse, type AdminCourseListItem, type AdminModule } from './reads';
export { courseDeleteInfo, createCourse, deleteCourse, moveCourse, reorderCourses, updateCourse } from './courses';
export { createModule, deleteModule, moduleDeleteInfo, moveModule, reorderModules, updateModule } from './modules';
export { createContent, deleteContent, moveContent, reorderContents, toAdminContent, updateContent, type AdminContent } from './contents';
export { createQuestion, deleteQuestion, moveQuestion, reorderQuestions, toAdminQuestion, updateQuestion, type AdminQuestion } from './questions';
