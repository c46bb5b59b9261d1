/**
 * The admin panel's tabs (?fane=) and, within a tab, its sections (?del=), in the order shown.
 * 'Oversikt' comes first; /admin itself (and an unknown ?fane=) stays on ADMIN_DEFAULT_TAB,
 * Produkter, the daily work that every bookmark and test of /admin opens. Data only — ids and
 * labels — so proxy.ts can read it too. Each tab is its own page (app/admin/(panel)/page.tsx for
 * the default, app/admin/(panel)/fane/<id>/page.tsx for the others), which hands AdminPanel its
 * tab's server components: a tab then loads only its own
 * client code. proxy.ts serves /admin?fane=<id> from that page, so the address stays /admin?fane=
 * (docs/architecture.md §5: a new tab).
 */
export interface AdminSectionInfo {
  id: string;
  label: string;
}

export interface AdminTabInfo {
  id: string;
  label: string;
  sections?: readonly AdminSectionInfo[];
}

export const ADMIN_TABS = [
  { id: 'oversikt', label: 'Oversikt' },
  { id: 'produkter', label: 'Produkter' },
  {
    id: 'produktfakta',
    label: 'Produktfakta',
    sections: [
      { id: 'bruksomrader', label: 'Bruksområder' },
      { id: 'faresetninger', label: 'Faresetninger' },
    ],
  },
  { id: 'nettbutikker', label: 'Nettbutikker' },
  { id: 'datablader', label: 'Datablader' },
  {
    id: 'forhandlere',
    label: 'Forhandlere',
    sections: [
      { id: 'kontoer', label: 'Forhandlerkontoer' },
      { id: 'steder', label: 'Forhandlersteder' },
      { id: 'dokumenter', label: 'Dokumenter' },
    ],
  },
  { id: 'meldinger', label: 'Meldinger' },
  {
    id: 'kurs',
    label: 'Kurs',
    sections: [
      { id: 'kurs', label: 'Kurs' },
      { id: 'rapporter', label: 'Rapporter' },
    ],
  },
  { id: 'innhold', label: 'Innhold' },
  { id: 'epost', label: 'E-post' },
  { id: 'administratorer', label: 'Administratorer' },
  { id: 'logg', label: 'Logg' },
] as const satisfies readonly AdminTabInfo[];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The tab /admin opens (app/admin/(panel)/page.tsx). */
export const ADMIN_DEFAULT_TAB: AdminTabId = 'produkter';

/**
 * Where /admin?fane=<id> is rendered: the default tab on /admin itself, every other tab on its own
 * page; null for the default tab or an unknown id (the panel shows the default tab).
 */
export function adminTabPath(fane: string | null): string | null {
  const tab = ADMIN_TABS.find((t) => t.id === fane);
  return tab && tab.id !== ADMIN_DEFAULT_TAB ? `/admin/fane/${tab.id}` : null;
}
