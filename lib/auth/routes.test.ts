import { loginPageFor } from './routes';

describe('loginPageFor', () => {
  it.each([
    ['/dealer-portal', '/auth'],
    ['/dealer-portal/', '/auth'],
    ['/dealer/courses', '/auth'],
    ['/dealer/courses/12', '/auth'],
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
