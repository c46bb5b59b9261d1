/**
 * The kit's own Norwegian texts (docs/product.md §8): the confirmation dialog, the dialogs' buttons,
 * the pager and the failure toast's fall-backs. Each entity's toasts and confirmation texts stay
 * beside its components (components/admin/<entity>/texts.ts).
 */
export const KIT = {
  confirmTitle: 'Er du sikker?',
  cancel: 'Avbryt',
  save: 'Lagre',
  saving: 'Lagrer...',
  delete: 'Slett',
  deleting: 'Sletter...',
  archive: 'Arkiver',
  archiving: 'Arkiverer...',
  edit: 'Rediger',
  close: 'Lukk',
  loading: 'Laster...',
  loadingCount: 'Sjekker fremgang…',
  filter: 'Filtrer',
  search: 'Søk',
  previous: 'Forrige',
  next: 'Neste',
  pages: 'Sider',
  page: (page: number, pages: number) => `Side ${page} av ${pages}`,
  actions: 'Handling',
  empty: 'Ingen treff.',
  /** A failure with no answer from the server (network down, the server gone). */
  network: 'Fikk ikke kontakt med serveren. Sjekk nettverket og prøv igjen.',
  /** A server error: the id the operator gives when reporting it (the log line carries the same id). */
  requestId: (id: string) => `Feil-ID: ${id}`,
  sortedBy: (label: string, direction: 'asc' | 'desc') => `Sortert etter ${label}, ${direction === 'asc' ? 'stigende' : 'synkende'}`,
} as const;
