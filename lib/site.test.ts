import { countryCode, formatAddress, siteConfig } from './site';

describe('countryCode (schema.org addressCountry)', () => {
  it.each([
    ['Sverige', 'SE'],
    ['sweden', 'SE'],
    [' Norge ', 'NO'],
    ['Noreg', 'NO'],
    ['Danmark', 'DK'],
    ['Suomi', 'FI'],
    ['Ísland', 'IS'],
    ['se', 'SE'],
    ['NO', 'NO'],
  ])('%s → %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it('gives null for a name it does not know (the field is then left out)', () => {
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode('')).toBeNull();
  });

  it('maps the default head-office country to SE', () => {
    const saved = process.env.SITE_ADDRESS_COUNTRY;
    delete process.env.SITE_ADDRESS_COUNTRY;
    try {
      expect(countryCode(siteConfig().address.country)).toBe('SE');
      expect(formatAddress()).toBe('Kvarnbygatan 15, 431 34 Mölndal, Sverige');
    } finally {
      if (saved !== undefined) process.env.SITE_ADDRESS_COUNTRY = saved;
    }
  });
});
