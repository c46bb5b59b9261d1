import Link from 'next/link';
import styles from '@/components/courses/courses.module.css';

/** An invalid, unknown or inactive course id (docs/product.md: Course detail): a 404 with the way back. */
export default function CourseNotFound() {
  return (
    <div className={styles.page}>
      <h1>Kurset ble ikke funnet</h1>
      <p>
        <Link href="/dealer/courses" prefetch={false}>
          Gå tilbake til kurslisten
        </Link>
      </p>
    </div>
  );
}
