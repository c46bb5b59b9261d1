import type { Metadata } from 'next';
import { AdminDebug } from '@/components/admin/AdminDebug';
import { AdminPanelFrame } from '@/components/admin/AdminPanelFrame';
import { currentTab, TabContent, TabNav } from '@/components/admin/AdminTabs';
import { requireAdminPage } from '@/lib/auth/session';
import { pageFrom } from '@/lib/pagination';
import { isCleanLine } from '@/lib/validation/text';

export const metadata: Metadata = { title: 'Administrasjonspanel', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The admin panel (docs/product.md: Admin panel): administrators only (nobody signed in → /admin/auth, a
 * dealer → /). Tabs as links (?fane=, registered in components/admin/tabs.ts), lists paginated on the
 * server, every change an admin operation (lib/admin/<entity>/actions.ts). The theme comes from the
 * layout beside this page.
 */
export default async function AdminPage({ searchParams }: Props) {
  const user = await requireAdminPage();
  // Text parameters only: a repeated one (?q=a&q=b), or one that breaks the text rule (control
  // characters, broken Unicode, over 200 characters: lib/validation/text.ts), counts as absent.
  const params = Object.fromEntries(
    Object.entries(await searchParams).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length <= 200 && isCleanLine(e[1])),
  );
  const tab = currentTab(params.fane);

  return (
    <AdminPanelFrame name={user.name}>
      <TabNav current={tab} />
      <TabContent tab={tab} page={pageFrom(new URLSearchParams(params))} params={params} />
      <AdminDebug />
    </AdminPanelFrame>
  );
}
