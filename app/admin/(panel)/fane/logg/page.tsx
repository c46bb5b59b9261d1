import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { AuditTab } from '@/components/admin/audit/AuditTab';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Logg', served at /admin?fane=logg (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="logg" views={AuditTab} searchParams={searchParams} />;
}
