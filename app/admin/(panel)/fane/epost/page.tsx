import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { OutboxTab } from '@/components/admin/outbox/OutboxTab';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'E-post', served at /admin?fane=epost (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="epost" views={OutboxTab} searchParams={searchParams} />;
}
