import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { DealerAccounts } from '@/components/admin/dealers/DealerAccounts';
import { DealerDocuments } from '@/components/admin/documents/DealerDocuments';
import { DealerLocations } from '@/components/admin/locations/DealerLocations';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Forhandlere', served at /admin?fane=forhandlere (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="forhandlere" views={{ kontoer: DealerAccounts, steder: DealerLocations, dokumenter: DealerDocuments }} searchParams={searchParams} />;
}
