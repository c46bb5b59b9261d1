import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { PhrasesSection } from '@/components/admin/product-facts/PhrasesSection';
import { UseTermsSection } from '@/components/admin/product-facts/UseTermsSection';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Produktfakta', served at /admin?fane=produktfakta (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="produktfakta" views={{ bruksomrader: UseTermsSection, faresetninger: PhrasesSection }} searchParams={searchParams} />;
}
