/**
 * The admin panel (docs/product.md: Admin panel) as every tab's page renders it: administrators
 * only (nobody signed in → /admin/auth, a dealer → /), the frame, the tab links, the tab's views
 * and the folded debug box. The page of a tab (app/admin/(panel)/…) passes only its own views, so
 * a tab loads only its own client code; the tab registry is tabs.ts.
 */
import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/session';
import { pageFrom } from '@/lib/pagination';
import { isCleanLine } from '@/lib/validation/text';
import { AdminDebug } from './AdminDebug';
import { AdminPanelFrame } from './AdminPanelFrame';
import { TabContent, TabNav, type TabViews } from './AdminTabs';
import { ADMIN_DEFAULT_TAB, ADMIN_TABS, type AdminTabId } from './tabs';

export const ADMIN_PANEL_METADATA: Metadata = { title: 'Administrasjonspanel', robots: { index: false } };

export type AdminSearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function AdminPanel({ tab: id, views, searchParams }: { tab: AdminTabId; views: TabViews; searchParams: AdminSearchParams }) {
  const user = await requireAdminPage();
  // Text parameters only: a repeated one (?q=a&q=b), or one that breaks the text rule (control
  // characters, broken Unicode, over 200 characters: lib/validation/text.ts), counts as absent.
  const params = Object.fromEntries(
    Object.entries(await searchParams).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length <= 200 && isCleanLine(e[1])),
  );
  const tab = ADMIN_TABS.find((t) => t.id === id) ?? ADMIN_TABS.find((t) => t.id === ADMIN_DEFAULT_TAB)!;
  return (
    <AdminPanelFrame name={user.name}>
      <TabNav current={tab} />
      <TabContent tab={tab} views={views} page={pageFrom(new URLSearchParams(params))} params={params} />
      <AdminDebug />
    </AdminPanelFrame>
  );
}
