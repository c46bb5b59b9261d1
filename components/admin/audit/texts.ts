/** The Logg tab's own texts; the labels of actions and objects are in lib/audit/messages.ts. */
export const AUDIT_UI = {
  filter: 'Filtrer loggen',
} as const;
