/**
 * The admin panel's tab links and the current tab (or tab section) rendered on the server; the tabs
 * themselves are registered in tabs.ts. Links, not buttons: every tab has its own address.
 */
import Link from 'next/link';
import { ADMIN_TABS, type AdminTab } from './tabs';
import type { TabProps } from './tab';
import styles from './admin.module.css';

/** The tab ?fane= names; the first tab when it names none. */
export function currentTab(fane: string | undefined): AdminTab {
  return ADMIN_TABS.find((t) => t.id === fane) ?? ADMIN_TABS[0];
}

export function TabNav({ current }: { current: AdminTab }) {
  return (
    <nav className={styles.tabs} aria-label="Faner">
      {ADMIN_TABS.map((t) => (
        <Link key={t.id} href={`/admin?fane=${t.id}`} prefetch={false} className={styles.tab} aria-current={t.id === current.id ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/** The tab's content; a tab with sections shows their links first and the section ?del= names (else the first). */
export function TabContent({ tab, ...props }: TabProps & { tab: AdminTab }) {
  if ('Component' in tab) return <tab.Component {...props} />;
  const section = tab.sections.find((s) => s.id === props.params.del) ?? tab.sections[0];
  return (
    <>
      <nav className={styles.subnav} aria-label={tab.label}>
        {tab.sections.map((s) => (
          <Link key={s.id} href={`/admin?fane=${tab.id}&del=${s.id}`} prefetch={false} aria-current={s.id === section.id ? 'page' : undefined}>
            {s.label}
          </Link>
        ))}
      </nav>
      <section.Component {...props} />
    </>
  );
}
