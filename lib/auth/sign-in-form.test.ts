/** The sign-in form's refusals (lib/auth/sign-in-form.ts): next-auth's errors as the form's texts, and where a refused post goes. */
import { AUTH_TOASTS } from './messages';
import { refusedSignInTarget, signInRefusal } from './sign-in-form';

const ORIGIN = 'http://127.0.0.1:3000';

describe('signInRefusal', () => {
  it('wrong credentials: the portal’s text, the fields at fault', () => {
    expect(signInRefusal('CredentialsSignin', 'dealer')).toEqual({ text: AUTH_TOASTS.dealerLoginFailure.description, wrongCredentials: true });
    expect(signInRefusal('CredentialsSignin', 'admin')).toEqual({ text: 'Ugyldig e-post eller passord.', wrongCredentials: true });
  });

  it('a slowed sign-in: the wait, not the fields’ fault', () => {
    expect(signInRefusal('SLOWED:12', 'dealer')).toEqual({ text: 'For mange forsøk. Prøv igjen om 12 sekunder.', wrongCredentials: false });
    expect(signInRefusal('SLOWED:600', 'admin')).toEqual({ text: 'For mange forsøk. Prøv igjen om 10 minutter.', wrongCredentials: false });
    expect(signInRefusal('SLOWED:x', 'dealer')?.text).toBe('For mange forsøk. Prøv igjen om 1 sekund.');
  });

  it('a wait written into the address is shown as an hour at most', () => {
    expect(signInRefusal('SLOWED:999999999', 'dealer')?.text).toBe('For mange forsøk. Prøv igjen om 60 minutter.');
    expect(signInRefusal('SLOWED:Infinity', 'dealer')?.text).toBe('For mange forsøk. Prøv igjen om 1 sekund.');
    expect(signInRefusal('SLOWED:3600', 'admin')?.text).toBe('For mange forsøk. Prøv igjen om 60 minutter.');
  });

  it('anything else: the sign-in problem text; nothing: no refusal', () => {
    expect(signInRefusal('csrf', 'dealer')).toEqual({ text: AUTH_TOASTS.refetchFailure.description, wrongCredentials: false });
    expect(signInRefusal('<script>', 'dealer')?.text).toBe(AUTH_TOASTS.refetchFailure.description);
    expect(signInRefusal(null, 'dealer')).toBeNull();
    expect(signInRefusal('', 'dealer')).toBeNull();
  });
});

describe('refusedSignInTarget', () => {
  it('sends next-auth’s error and sign-in redirects to the portal’s login page with the error', () => {
    expect(refusedSignInTarget(`${ORIGIN}/api/auth/error?error=CredentialsSignin&provider=credentials`, 'dealer')).toBe('/auth?error=CredentialsSignin');
    expect(refusedSignInTarget('http://localhost:3000/api/auth/error?error=SLOWED%3A4', 'admin')).toBe('/admin/auth?error=SLOWED%3A4');
    expect(refusedSignInTarget(`${ORIGIN}/api/auth/signin?csrf=true`, 'dealer')).toBe('/auth?error=csrf');
  });

  it('leaves a sign-in’s callback URL alone; the target is always the site’s own login page', () => {
    expect(refusedSignInTarget(`${ORIGIN}/dealer-portal`, 'dealer')).toBeNull();
    expect(refusedSignInTarget(`${ORIGIN}/admin`)).toBeNull();
    expect(refusedSignInTarget('https://evil.example/api/auth/error?error=x', 'dealer')).toBe('/auth?error=x');
  });
});
