/**
 * The course pages' titles (WCAG 2.4.2 Page Titled, docs/product.md: Universell utforming): the list
 * is 'Kursplattform', a course '<Kursnavn> – Kurs' (the layout's template adds ' | <brand>'), an
 * unknown one what its 404 page says. Pure.
 */
export const COURSE_LIST_TITLE = 'Kursplattform';
/** The heading of an unknown course's 404 page (app/dealer/courses/[id]/not-found.tsx), and its title. */
export const COURSE_NOT_FOUND = 'Kurset ble ikke funnet';

export function courseTitle(courseName: string | null): string {
  const name = courseName?.trim();
  return `${name || COURSE_NOT_FOUND} – Kurs`;
}
