/**
 * Norwegian texts of sign-in and sign-out that the server and the browser share (docs/product.md
 * sections 5 and 8). One copy of each.
 */
export const AUTH_TOASTS = {
  dealerLoginSuccess: { title: 'Innlogget', description: 'Velkommen tilbake!' },
  dealerLoginFailure: {
    title: 'Feil ved innlogging',
    description: 'Ugyldig e-post eller passord. Kontakt oss hvis du trenger hjelp med tilgang.',
  },
  refetchFailure: { title: 'Påloggingsproblem', description: 'Det oppstod et problem med innloggingen. Vennligst prøv igjen.' },
  dealerLogoutSuccess: { title: 'Utlogget', description: 'Du har blitt logget ut av forhandlerportalen.' },
  dealerLogoutFailure: { title: 'Feil ved utlogging', description: 'Kunne ikke logge ut. Prøv igjen.' },
  adminLoginSuccess: { title: 'Innlogget som administrator' },
  adminLoginFailure: { title: 'Feil ved innlogging', description: 'Ugyldig e-post eller passord.' },
  adminLogoutSuccess: { title: 'Utlogging vellykket' },
  adminLogoutFailure: { title: 'Feil ved utlogging', description: 'Kunne ikke logge ut. Vennligst prøv igjen.' },
  logoutAllSuccess: { title: 'Logget ut overalt', description: 'Du er logget ut på alle enheter.' },
  logoutAllFailure: { title: 'Feil ved utlogging', description: 'Kunne ikke logge ut på alle enheter. Prøv igjen.' },
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Ugyldig e-post eller passord',
  locked: (minutes: number) =>
    `For mange mislykkede innloggingsforsøk. Prøv igjen om ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}.`,
  notSignedIn: 'Du må logge inn',
  forbidden: 'Du har ikke tilgang til dette',
  crossSite: 'Forespørselen kom fra et annet nettsted',
  loggedOut: 'Utlogging vellykket',
  loggedOutEverywhere: 'Du er logget ut på alle enheter.',
} as const;

/** next-auth passes an error thrown in authorize() to the browser as this code plus the text. */
export const LOCKED_ERROR_PREFIX = 'LOCKED:';
