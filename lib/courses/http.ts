/** The course route handlers' shared cap (app/api/courses/**: dealers' progress and quiz calls). */

/** The largest JSON body a course call takes (a quiz's answers). */
export const COURSE_BODY_MAX_BYTES = 16 * 1024;
