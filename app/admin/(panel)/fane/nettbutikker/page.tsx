import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { RetailersTab } from '@/components/admin/retailers/RetailersTab';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Nettbutikker', served at /admin?fane=nettbutikker (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="nettbutikker" views={RetailersTab} searchParams={searchParams} />;
}
