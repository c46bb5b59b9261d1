import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { MessagesTab } from '@/components/admin/messages/MessagesTab';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Meldinger', served at /admin?fane=meldinger (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="meldinger" views={MessagesTab} searchParams={searchParams} />;
}
