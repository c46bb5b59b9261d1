/**
 * The admin panel (docs/product.md: Admin panel) as every tab's page renders it: administrators
 * only (nobody signed in → /admin/auth, a dealer → /), the frame, the tab links, the tab's views
 * and the folded debug box. The page of a tab (app/admin/(panel)/…) passes only its own views, so
 * a tab loads only its own client code; the tab registry is tabs.ts.
 */
import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/session';
import { pageFrom } from '@/lib/pagination';
import { pageQuery } from '@/lib/validation/text';
import { AdminDebug } from './AdminDebug';
import { AdminPanelFrame } from './AdminPanelFrame';
import { TabContent, TabNav, type TabViews } from './AdminTabs';
import { ADMIN_DEFAULT_TAB, ADMIN_TABS, type AdminTabId } from './tabs';

export const ADMIN_PANEL_METADATA: Metadata = { title: 'Administrasjonspanel', robots: { index: false } };

export type AdminSearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function AdminPanel({ tab: id, views, searchParams }: { tab: AdminTabId; views: TabViews; searchParams: AdminSearchParams }) {
  const user = await requireAdminPage();
  // The one page-parameter rule (lib/validation/text.ts pageQuery): normalised (NFC, full-width
  // forms folded) and trimmed; one that breaks the text rule (control characters such as NUL,
  // broken Unicode, over 200 characters) counts as absent, and so does a repeated one (?q=a&q=b).
  const params = Object.fromEntries(Object.entries(pageQuery(await searchParams)).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const tab = ADMIN_TABS.find((t) => t.id === id) ?? ADMIN_TABS.find((t) => t.id === ADMIN_DEFAULT_TAB)!;
  return (
    <AdminPanelFrame name={user.name}>
      <TabNav current={tab} />
      <TabContent tab={tab} views={views} page={pageFrom(new URLSearchParams(params))} params={params} />
      <AdminDebug />
    </AdminPanelFrame>
  );
}
