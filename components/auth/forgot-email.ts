/**
 * The e-mail typed on a login page, carried to 'Glemt passord' so it need not be typed again
 * (WCAG 3.3.7): kept in sessionStorage for that one step (not in the URL, so it stays out of
 * server logs and the history), read once and removed by the forgot-password form.
 */
const KEY = 'pleie.forgot-email';

export function rememberForgotEmail(email: string): void {
  try {
    if (email.trim()) sessionStorage.setItem(KEY, email.trim());
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage refused (private mode): the field starts empty */
  }
}

export function takeForgotEmail(): string {
  try {
    const email = sessionStorage.getItem(KEY) ?? '';
    sessionStorage.removeItem(KEY);
    return email;
  } catch {
    return '';
  }
}
