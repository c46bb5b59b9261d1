/** The admin panel's heading: who is signed in, the link to the product feeds, 'Logg ut'. */
import Link from 'next/link';
import { LogoutButton } from '@/components/auth/LogoutButton';
import styles from '@/components/portal/portal.module.css';

export function AdminHeader({ name }: { name: string }) {
  return (
    <header className={styles.header}>
      <div>
        <h1>Administrasjonspanel</h1>
        <div className={styles.who}>
          <span className={styles.badge}>Administrator</span>
          <span>{name}</span>
        </div>
      </div>
      <div className={styles.who}>
        <Link href="/admin/feeds" prefetch={false} className="btn-outlined">
          Produktfeeds
        </Link>
        <LogoutButton portal="admin" />
      </div>
    </header>
  );
}
