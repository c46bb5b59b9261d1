import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { AdminsTab } from '@/components/admin/admins/AdminsTab';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Administratorer', served at /admin?fane=administratorer (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="administratorer" views={AdminsTab} searchParams={searchParams} />;
}
