import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { ProductDocumentsTab } from '@/components/admin/product-documents/ProductDocumentsTab';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Datablader' (safety and technical data sheets), served at /admin?fane=datablader (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="datablader" views={ProductDocumentsTab} searchParams={searchParams} />;
}
