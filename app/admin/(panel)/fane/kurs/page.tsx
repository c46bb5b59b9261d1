import { AdminPanel, ADMIN_PANEL_METADATA, type AdminSearchParams } from '@/components/admin/AdminPanel';
import { CourseReports } from '@/components/admin/course-reports/CourseReports';
import { CoursesSection } from '@/components/admin/courses/CoursesSection';

export const metadata = ADMIN_PANEL_METADATA;

/** The admin panel's tab 'Kurs', served at /admin?fane=kurs (proxy.ts; components/admin/tabs.ts). */
export default function AdminTabPage({ searchParams }: { searchParams: AdminSearchParams }) {
  return <AdminPanel tab="kurs" views={{ kurs: CoursesSection, rapporter: CourseReports }} searchParams={searchParams} />;
}
