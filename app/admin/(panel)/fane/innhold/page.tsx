import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { ContentTab } from '@/components/admin/content/ContentTab';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Innhold', served at /admin?fane=innhold (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="innhold" views={ContentTab} searchParams={searchParams} />;
}
