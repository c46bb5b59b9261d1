/** The online shops' toasts (docs/product.md: Admin panel, Nettbutikker); the confirmation text is in lib/admin/retailers/schema.ts. */

export const RETAILER_TOASTS = {
  added: { title: 'Nettbutikk lagt til' },
  addFailure: { title: 'Feil ved lagring', description: 'Kunne ikke legge til nettbutikken. Prøv igjen.' },
  updated: { title: 'Nettbutikk oppdatert' },
  updateFailure: { title: 'Feil ved lagring', description: 'Kunne ikke lagre nettbutikken. Prøv igjen.' },
  deleted: { title: 'Nettbutikk slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette nettbutikken. Prøv igjen.' },
} as const;
