/**
 * Demo accounts, created only by the demo seed (README states them). A module of its own, free of
 * imports, so the browser tests sign in with the same credentials (e2e/helpers.ts).
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    password: 'demo-admin-2025',
    name: 'Demo Administrator',
    company: 'Nordisk Pleie AS',
    role: 'ADMIN',
  },
  {
    email: 'forhandler@example.com',
    password: 'demo-forhandler-2025',
    name: 'Kari Nordmann',
    company: 'Demo Fargehandel AS',
    role: 'DEALER',
    /** The store locations this dealer keeps up to date in the portal ('Min butikk'). */
    stores: ['d048', 'd090'],
  },
] as const;
