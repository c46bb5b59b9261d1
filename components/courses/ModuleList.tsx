/**
 * The side panel of a course (docs/product.md: Course detail): its image, the progress bar, the
 * modules with check marks and the current one, and the certificate once the course is complete.
 */
import Image from 'next/image';
import type { PublicModule } from '@/lib/courses/service';
import styles from './courses.module.css';

export function ModuleList({
  courseId,
  imageUrl,
  modules,
  currentId,
  progress,
  completedAt,
  completed,
  onSelect,
}: {
  courseId: number;
  imageUrl: string | null;
  modules: PublicModule[];
  currentId: number;
  progress: number;
  completedAt: string | null;
  completed: (moduleId: number) => boolean;
  onSelect: (moduleId: number) => void;
}) {
  return (
    <aside className={styles.panel} aria-label="Moduler">
      {imageUrl && <Image className={styles.cardImage} src={imageUrl} alt="" width={640} height={360} priority />}
      <p>
        <strong>Kursframgang</strong>: <span data-testid="course-progress">{progress}%</span>
      </p>
      <div className={styles.bar} role="progressbar" aria-label="Kursframgang" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className={styles.barFill} style={{ width: `${progress}%` }} />
      </div>
      <ol className={styles.modules}>
        {modules.map((m) => (
          <li key={m.id}>
            <button type="button" className={styles.moduleButton} aria-current={m.id === currentId ? 'step' : undefined} onClick={() => onSelect(m.id)}>
              <span className={styles.check} aria-hidden="true">
                {completed(m.id) ? '✓' : ''}
              </span>
              <span>
                {m.title}
                {completed(m.id) && <span className="visually-hidden"> (fullført)</span>}
              </span>
            </button>
          </li>
        ))}
      </ol>
      {completedAt && (
        <p style={{ marginTop: 16 }}>
          <a className="btn" href={`/api/courses/${courseId}/certificate`} download>
            Last ned kursbevis
          </a>
        </p>
      )}
    </aside>
  );
}
