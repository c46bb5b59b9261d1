import { isLoginNotice, loginPageFor, loginRedirectTarget } from './routes';

describe('loginPageFor', () => {
  it.each([
    ['/dealer-portal', '/auth'],
    ['/dealer-portal/', '/auth'],
    ['/dealer/courses', '/auth'],
    ['/dealer/courses/12', '/auth'],
    ['/konto/passord', '/auth'],
    ['/kontoer', null],
    ['/admin', '/admin/auth'],
    ['/admin/feeds', '/admin/auth'],
    ['/admin/auth', null],
    ['/admin/login', null],
    ['/auth', null],
    ['/', null],
    ['/dealers', null],
    ['/forhandlere', null],
    ['/administrasjon', null],
  ])('%s → %s', (path, expected) => {
    expect(loginPageFor(path)).toBe(expected);
  });
});

describe('loginRedirectTarget', () => {
  it.each([
    ['/admin/feeds', '/admin/auth?melding=uautorisert'],
    ['/admin/feeds/', '/admin/auth?melding=uautorisert'],
    ['/admin', '/admin/auth'],
    ['/dealer-portal', '/auth'],
    ['/admin/auth', null],
    ['/', null],
  ])('%s → %s', (path, expected) => {
    expect(loginRedirectTarget(path)).toBe(expected);
  });

  it('knows only its own notices', () => {
    expect(isLoginNotice('uautorisert')).toBe(true);
    expect(isLoginNotice('<script>')).toBe(false);
    expect(isLoginNotice(['uautorisert'])).toBe(false);
  });
});
