'use client';
/**
 * The course list (docs/product.md: Course list): search on title or description, a tab per category
 * ('Alle kurs' first), cards with progress and the button text by progress, the empty text. The
 * search has a visible label, and the number shown is in a polite live region that is there from
 * the first render, so a screen reader hears the count change as one types or picks a category
 * (WCAG 3.3.2 and 4.1.3, docs/product.md: Universell utforming).
 */
import Image from 'next/image';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { courseButtonLabel } from '@/lib/courses/progress';
import type { CourseSummary } from '@/lib/courses/service';
import styles from './courses.module.css';
import { normalizeQuery } from '@/lib/validation/characters';

export interface CourseCardData extends CourseSummary {
  progress: number;
  completed: boolean;
}

const ALL = 'Alle kurs';

/** The live count under the search: 'Viser 2 av 5 kurs'. */
export function courseCountText(shown: number, total: number): string {
  return `Viser ${shown} av ${total} kurs`;
}

/** The courses of the category whose title or description contains the query (any case; Unicode-normalised, lib/validation/characters.ts). */
export function filterCourses(courses: CourseCardData[], query: string, category: string): CourseCardData[] {
  const q = normalizeQuery(query).trim().toLocaleLowerCase('nb');
  return courses.filter(
    (c) =>
      (category === ALL || c.category === category) && (!q || c.title.toLocaleLowerCase('nb').includes(q) || c.description.toLocaleLowerCase('nb').includes(q)),
  );
}

export function CourseList({ courses }: { courses: CourseCardData[] }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const categories = useMemo(() => [ALL, ...[...new Set(courses.map((c) => c.category))].sort((a, b) => a.localeCompare(b, 'nb'))], [courses]);
  const shown = filterCourses(courses, query, category);

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.searchField}>
          <label htmlFor="kurssok" className={styles.searchLabel}>
            Søk på kursnavn
          </label>
          <input
            id="kurssok"
            type="search"
            className={styles.search}
            placeholder="Søk på kursnavn..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className={styles.tabs} role="tablist" aria-label="Kurskategorier">
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={category === c}
              aria-controls="kursliste"
              className={styles.tab}
              onClick={() => setCategory(c)}
            >
              {c}
            </button>
          ))}
        </div>
      </div>
      <p className={styles.count} role="status" data-testid="course-count">
        {courseCountText(shown.length, courses.length)}
      </p>
      <div id="kursliste" role="tabpanel" aria-label={category}>
        {shown.length === 0 ? (
          <p className={styles.empty}>Ingen kurs funnet</p>
        ) : (
          <ul className={styles.grid}>
            {shown.map((c) => (
              <li key={c.id}>
                <article className={styles.card} aria-labelledby={`kurs-${c.id}`}>
                  {c.imageUrl ? (
                    <Image className={styles.cardImage} src={c.imageUrl} alt="" width={480} height={270} />
                  ) : (
                    <div className={styles.placeholder} aria-hidden="true">
                      Kurs
                    </div>
                  )}
                  <div className={styles.cardBody}>
                    <span className={styles.category}>{c.category}</span>
                    <h2 id={`kurs-${c.id}`}>{c.title}</h2>
                    {c.completed && <span className={styles.done}>Fullført</span>}
                    <p>{c.description}</p>
                    <div
                      className={styles.bar}
                      role="progressbar"
                      aria-label={`Fremgang i ${c.title}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={c.progress}
                    >
                      <div className={styles.barFill} style={{ width: `${c.progress}%` }} />
                    </div>
                    <span className={styles.small}>{c.progress}% ferdig</span>
                    <Link className="btn" href={`/dealer/courses/${c.id}`} prefetch={false}>
                      {courseButtonLabel(c.progress)}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
