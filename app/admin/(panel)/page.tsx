import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { ProductsTab } from '@/components/admin/products/ProductsTab';

export const metadata = ADMIN_PANEL_METADATA;

/**
 * /admin: the admin panel on its default tab, Produkter (also for an unknown ?fane=; Oversikt comes first in the tab bar but has its own page). Every other tab
 * has a page of its own under fane/, which proxy.ts serves at /admin?fane=<id> (components/admin/tabs.ts).
 */
export default function AdminPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="produkter" views={ProductsTab} searchParams={searchParams} />;
}
