import { ADMIN_DEFAULT_TAB, ADMIN_TABS, adminTabPath } from './tabs';

describe('the admin tabs', () => {
  it("shows 'Oversikt' first; /admin itself stays on Produkter", () => {
    expect(ADMIN_TABS[0]).toEqual({ id: 'oversikt', label: 'Oversikt' });
    expect(ADMIN_DEFAULT_TAB).toBe('produkter');
  });

  it('serves every tab but the default from its own page', () => {
    expect(adminTabPath('oversikt')).toBe('/admin/fane/oversikt');
    expect(adminTabPath('logg')).toBe('/admin/fane/logg');
    expect(adminTabPath('produkter')).toBeNull();
    expect(adminTabPath('ukjent')).toBeNull();
    expect(adminTabPath(null)).toBeNull();
  });
});
