/**
 * Norwegian texts of sign-in and sign-out that the server and the browser share (docs/product.md
 * sections 5 and 8). One copy of each.
 */
import { HTTP_MESSAGES } from '../http/messages';

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
  /** Shown on the admin login page to an anonymous visitor sent there from the feeds page. */
  feedsUnauthorised: { title: 'Uautorisert tilgang', description: 'Du må logge inn for å se denne siden' },
} as const;

function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return `${s} ${s === 1 ? 'sekund' : 'sekunder'}`;
  return `${Math.ceil(s / 60)} minutter`;
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Ugyldig e-post eller passord',
  /** A slowed sign-in (lib/auth/throttle.ts): the wait in seconds, in minutes from two minutes up. */
  slowed: (retryAfterSeconds: number) => `For mange forsøk. Prøv igjen om ${waitText(retryAfterSeconds)}.`,
  notSignedIn: 'Du må logge inn',
  forbidden: 'Du har ikke tilgang til dette',
  crossSite: HTTP_MESSAGES.crossSite,
  loggedOut: 'Utlogging vellykket',
  loggedOutEverywhere: 'Du er logget ut på alle enheter.',
} as const;

/**
 * next-auth passes an error thrown in authorize() to the browser as its message: this code plus
 * the seconds to wait, which the login form turns into AUTH_MESSAGES.slowed.
 */
export const SLOWED_ERROR_PREFIX = 'SLOWED:';
