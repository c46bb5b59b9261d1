import Link from 'next/link';
import styles from '@/components/courses/courses.module.css';
import { COURSE_NOT_FOUND } from '@/lib/courses/titles';

/** An invalid, unknown or inactive course id (docs/product.md: Course detail): a 404 with the way back. */
export default function CourseNotFound() {
  return (
    <div className={styles.page}>
      <h1>{COURSE_NOT_FOUND}</h1>
      <p>
        <Link href="/dealer/courses" prefetch={false}>
          Gå tilbake til kurslisten
        </Link>
      </p>
    </div>
  );
}
