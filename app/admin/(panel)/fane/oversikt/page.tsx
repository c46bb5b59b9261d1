import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { OverviewTab } from '@/components/admin/insight/OverviewTab';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Oversikt', served at /admin?fane=oversikt (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="oversikt" views={OverviewTab} searchParams={searchParams} />;
}
