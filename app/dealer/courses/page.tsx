import type { Metadata } from 'next';
import Link from 'next/link';
import { CourseList, type CourseCardData } from '@/components/courses/CourseList';
import styles from '@/components/courses/courses.module.css';
import { requireDealerPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';
import { progressSummary } from '@/lib/courses/progress';
import { listCourses, listProgress } from '@/lib/courses/service';
import { COURSE_LIST_TITLE } from '@/lib/courses/titles';

export const metadata: Metadata = { title: COURSE_LIST_TITLE, robots: { index: false } };

/** The course list (docs/product.md: Course list) for dealers and administrators; progress is the user's own. */
export default async function CoursesPage() {
  const user = await requireDealerPage();
  const [courses, progress] = await Promise.all([listCourses(prisma), listProgress(prisma, user.id)]);
  const byCourse = new Map(progress.map((p) => [p.courseId, p]));
  const cards: CourseCardData[] = courses.map((c) => ({
    ...c,
    progress: byCourse.get(c.id)?.progress ?? 0,
    completed: Boolean(byCourse.get(c.id)?.completedAt),
  }));
  const summary = progressSummary(
    courses.map((c) => c.id),
    progress,
  );
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Kursplattform</h1>
          <p className={styles.meta}>Lær mer om produktene og gi kundene dine bedre råd.</p>
        </div>
        <Link href="/dealer-portal" prefetch={false} className="btn-outlined">
          Tilbake til portalen
        </Link>
      </header>
      <CourseList courses={cards} />
      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="soon-title">
          <h2 id="soon-title">Kommer snart</h2>
          <p className={styles.small}>Nye kurs om lærpleie, hagemøbler og reparasjoner er under arbeid.</p>
        </section>
        <section className={styles.panel} aria-labelledby="progress-title">
          <h2 id="progress-title">Din fremgang</h2>
          <dl className={styles.figures}>
            <div>
              <dt>Tilgjengelige kurs</dt>
              <dd>{summary.available}</dd>
            </div>
            <div>
              <dt>Påbegynte kurs</dt>
              <dd>{summary.started}</dd>
            </div>
            <div>
              <dt>Fullførte kurs</dt>
              <dd>{summary.completed}</dd>
            </div>
            <div>
              <dt>Fullføringsgrad</dt>
              <dd>{summary.completionRate}%</dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
