import type { Metadata } from 'next';
import Link from 'next/link';
import { LogoutButton } from '@/components/auth/LogoutButton';
import styles from '@/components/portal/portal.module.css';
import { requireAdminPage } from '@/lib/auth/session';
import { prisma } from '@/lib/db';

export const metadata: Metadata = { title: 'Administrasjonspanel', robots: { index: false } };

/**
 * The admin panel (spec: Admin panel): administrators only; nobody signed in goes to the admin
 * login, a dealer to the home page. This first version shows what is stored; the product,
 * dealer and message management comes with the admin issue.
 */
export default async function AdminPage() {
  const user = await requireAdminPage();
  const [products, dealers, messages, inquiries] = await Promise.all([
    prisma.product.count(),
    prisma.user.count({ where: { role: 'DEALER' } }),
    prisma.contactMessage.count(),
    prisma.partnerInquiry.count(),
  ]);
  const figures = [
    { label: 'Produkter', value: products },
    { label: 'Forhandlerkontoer', value: dealers },
    { label: 'Meldinger', value: messages },
    { label: 'Forhandlersøknader', value: inquiries },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Administrasjonspanel</h1>
          <div className={styles.who}>
            <span className={styles.badge}>Administrator</span>
            <span>{user.name}</span>
          </div>
        </div>
        <div className={styles.who}>
          <Link href="/admin/feeds" prefetch={false} className="btn-outlined">
            Produktfeeds
          </Link>
          <LogoutButton portal="admin" />
        </div>
      </header>
      <section aria-labelledby="overview-title">
        <h2 id="overview-title">Oversikt</h2>
        <ul className={styles.cards}>
          {figures.map((f) => (
            <li key={f.label} className={styles.card}>
              <h3 style={{ margin: 0, fontSize: '2rem' }}>{f.value}</h3>
              <p>{f.label}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
