/** The online shops' texts (docs/product.md: Admin panel, Nettbutikker); the confirmation text is in lib/admin/retailers/schema.ts. */

export const RETAILER_TOASTS = {
  added: { title: 'Nettbutikk lagt til' },
  addFailure: { title: 'Feil ved lagring', description: 'Kunne ikke legge til nettbutikken. Prøv igjen.' },
  updated: { title: 'Nettbutikk oppdatert' },
  updateFailure: { title: 'Feil ved lagring', description: 'Kunne ikke lagre nettbutikken. Prøv igjen.' },
  deleted: { title: 'Nettbutikk slettet' },
  deleteFailure: { title: 'Feil ved sletting', description: 'Kunne ikke slette nettbutikken. Prøv igjen.' },
} as const;

export const RETAILER_FORM = {
  add: 'Legg til nettbutikk',
  addIntro:
    'Nettbutikkene vises under egen overskrift, «Kjøp på nett», på produktsidene, adskilt fra de fysiske forhandlerne. Lenken til hvert produkt legges inn i produktskjemaet.',
  listTitle: (n: number) => `Nettbutikker (${n})`,
  empty: 'Ingen nettbutikker ennå.',
  columns: { logo: 'Logo', name: 'Navn', website: 'Nettside', links: 'Produktlenker' },
  noLogo: 'Ingen logo',
  logoOf: (name: string) => `Logo for ${name}`,
  edit: (name: string) => `Rediger ${name}`,
  name: 'Navn',
  website: 'Nettside (https://…)',
  currentLogo: 'Nåværende logo',
  removeLogo: 'Fjern logo (produktsiden viser navnet)',
  logo: (replacing: boolean) => `${replacing ? 'Ny logo' : 'Logo'} (valgfri; PNG, JPEG, WebP, AVIF eller GIF, maks 2 MB; SVG godtas ikke)`,
  saveChanges: 'Lagre endringer',
  saving: 'Lagrer...',
} as const;
