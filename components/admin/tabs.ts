/**
 * The admin panel's tabs (?fane=) and, within a tab, its sections (?del=), in the order shown; the
 * first is the default. A new admin entity registers its tab (or a section of one) here
 * (docs/architecture.md: admin area).
 */
import { AdminsTab } from './admins/AdminsTab';
import { AuditTab } from './audit/AuditTab';
import { ContentTab } from './content/ContentTab';
import { CourseReports } from './course-reports/CourseReports';
import { CoursesSection } from './courses/CoursesSection';
import { DealerAccounts } from './dealers/DealerAccounts';
import { DealerDocuments } from './documents/DealerDocuments';
import { DealerLocations } from './locations/DealerLocations';
import { MessagesTab } from './messages/MessagesTab';
import { OutboxTab } from './outbox/OutboxTab';
import { ProductsTab } from './products/ProductsTab';
import { RetailersTab } from './retailers/RetailersTab';
import type { TabComponent } from './tab';

export interface AdminSection {
  id: string;
  label: string;
  Component: TabComponent;
}

export type AdminTab = { id: string; label: string } & ({ Component: TabComponent } | { sections: AdminSection[] });

export const ADMIN_TABS: AdminTab[] = [
  { id: 'produkter', label: 'Produkter', Component: ProductsTab },
  { id: 'nettbutikker', label: 'Nettbutikker', Component: RetailersTab },
  {
    id: 'forhandlere',
    label: 'Forhandlere',
    sections: [
      { id: 'kontoer', label: 'Forhandlerkontoer', Component: DealerAccounts },
      { id: 'steder', label: 'Forhandlersteder', Component: DealerLocations },
      { id: 'dokumenter', label: 'Dokumenter', Component: DealerDocuments },
    ],
  },
  { id: 'meldinger', label: 'Meldinger', Component: MessagesTab },
  {
    id: 'kurs',
    label: 'Kurs',
    sections: [
      { id: 'kurs', label: 'Kurs', Component: CoursesSection },
      { id: 'rapporter', label: 'Rapporter', Component: CourseReports },
    ],
  },
  { id: 'innhold', label: 'Innhold', Component: ContentTab },
  { id: 'epost', label: 'E-post', Component: OutboxTab },
  { id: 'administratorer', label: 'Administratorer', Component: AdminsTab },
  { id: 'logg', label: 'Logg', Component: AuditTab },
];
