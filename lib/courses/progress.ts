/**
 * Progress rules (docs/product.md §9): course progress is the rounded percent of completed modules
 * over the course's active modules; a module counts as completed only when every quiz result of
 * a submission is true (100 % pass rule). Pure.
 */
export function courseProgressPercent(completedModules: number, activeModules: number): number {
  if (activeModules <= 0) return 0;
  return Math.round((100 * Math.min(completedModules, activeModules)) / activeModules);
}

export function passed(results: boolean[]): boolean {
  return results.length > 0 && results.every(Boolean);
}

/** The button text of a course card (docs/product.md: Course list). */
export function courseButtonLabel(percent: number): 'Start kurs' | 'Fortsett kurs' | 'Vis kurs' {
  if (percent >= 100) return 'Vis kurs';
  return percent > 0 ? 'Fortsett kurs' : 'Start kurs';
}

/** 'Din fremgang': available, started (progress above 0), completed (completedAt set), rate. */
export function progressSummary(courseIds: number[], records: { courseId: number; progress: number; completedAt: Date | null }[]) {
  const ids = new Set(courseIds);
  const mine = records.filter((r) => ids.has(r.courseId));
  const completed = mine.filter((r) => r.completedAt !== null).length;
  return {
    available: courseIds.length,
    started: mine.filter((r) => r.progress > 0).length,
    completed,
    completionRate: courseIds.length ? Math.round((100 * completed) / courseIds.length) : 0,
  };
}
