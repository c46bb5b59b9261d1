import { domainToASCII, domainToUnicode } from 'node:url';
import { decodePunycode, httpWebsiteOrNull, mixesScripts, safeWebsite, scriptsOf, unicodeHost, websiteText, websiteTarget } from './website';

describe("a dealer's website", () => {
  it('writes a host that mixes scripts in Punycode: a Cyrillic and a Greek look-alike', () => {
    // 'а' is U+0430 CYRILLIC SMALL LETTER A.
    expect(safeWebsite('https://\u0430pple.com')).toBe('https://xn--pple-43d.com/');
    // 'ο' is U+03BF GREEK SMALL LETTER OMICRON.
    expect(safeWebsite('https://g\u03bfogle.com/butikk')).toBe(`https://${domainToASCII('g\u03bfogle.com')}/butikk`);
    expect(safeWebsite('https://g\u03bfogle.com/butikk')).toMatch(/^https:\/\/xn--[a-z0-9-]+\.com\/butikk$/);
    // A whole label in Cyrillic under a Latin top-level domain looks like apple.com too.
    expect(safeWebsite('https://\u0430\u0440\u0440\u04cf\u0435.com')).toBe(`https://${domainToASCII('\u0430\u0440\u0440\u04cf\u0435.com')}/`);
  });

  it('keeps a host in one script as typed, readable', () => {
    expect(safeWebsite('https://blåbær.no')).toBe('https://blåbær.no');
    expect(safeWebsite('  https://www.mobel.no/om-oss  ')).toBe('https://www.mobel.no/om-oss');
    expect(safeWebsite('https://пример.рф')).toBe('https://пример.рф');
    expect(safeWebsite('https://xn--blbr-roa5a.no/')).toBe('https://xn--blbr-roa5a.no/');
  });

  it('is the same rule for an address stored in Punycode already (idempotent)', () => {
    expect(safeWebsite('https://xn--pple-43d.com/')).toBe('https://xn--pple-43d.com/');
    expect(safeWebsite(safeWebsite('https://\u0430pple.com/a?b=1'))).toBe('https://xn--pple-43d.com/a?b=1');
  });

  it('leaves what is not an address for the schemas to refuse', () => {
    expect(safeWebsite('ikke en adresse')).toBe('ikke en adresse');
    expect(safeWebsite('')).toBe('');
  });

  it('shows the host without the scheme and the closing slash', () => {
    expect(websiteText('https://\u0430pple.com')).toBe('xn--pple-43d.com');
    expect(websiteText('https://www.mobel.no/')).toBe('www.mobel.no');
    expect(websiteText('http://blåbær.no')).toBe('blåbær.no');
  });

  it('tells scripts apart, leaving digits, hyphens and dots out', () => {
    expect([...scriptsOf('blåbær-2.no')]).toEqual(['Latin']);
    expect([...scriptsOf('\u0430pple')].sort()).toEqual(['Cyrillic', 'Latin']);
    expect([...scriptsOf('g\u03bfogle')].sort()).toEqual(['Greek', 'Latin']);
    expect(mixesScripts('xn--pple-43d.com')).toBe(true);
    expect(mixesScripts('xn--blbr-roa5a.no')).toBe(false);
    expect(mixesScripts('123.no')).toBe(false);
  });

  it("decodes Punycode as Node's URL module does", () => {
    const hosts = ['blåbær.no', '\u0430pple.com', 'g\u03bfogle.com', 'пример.рф', 'bücher.de', 'münchen-ü.example', '日本語.jp', 'ǅemal.ba', 'smörgåsbord.se'];
    for (const host of hosts) {
      const ascii = domainToASCII(host);
      expect(ascii).toMatch(/xn--/);
      expect(unicodeHost(ascii)).toBe(domainToUnicode(ascii));
    }
    expect(decodePunycode('pple-43d')).toBe('\u0430pple');
    // Not Punycode: a digit past the end, a character outside the alphabet.
    expect(decodePunycode('a-')).toBe('a');
    expect(decodePunycode('z')).toBeNull();
    expect(decodePunycode('ab-!')).toBeNull();
    expect(unicodeHost('xn--!!.no')).toBe('xn--!!.no');
  });
});

describe('httpWebsiteOrNull / websiteTarget (the one rule of a website a link may lead to)', () => {
  it('takes an http(s) address with a dotted host, in its stored form', () => {
    expect(httpWebsiteOrNull('  https://butikken.no/om-oss ')).toBe('https://butikken.no/om-oss');
    expect(httpWebsiteOrNull('http://butikken.no')).toBe('http://butikken.no');
    expect(httpWebsiteOrNull('https://\u0430pple.com')).toBe('https://xn--pple-43d.com/');
    expect(httpWebsiteOrNull('https://blåbær.no')).toBe('https://blåbær.no');
  });

  it('refuses a user name or password (the host they hide), other schemes, hosts without a dot, and too long', () => {
    expect(httpWebsiteOrNull('https://bank.no@evil.example')).toBeNull();
    expect(httpWebsiteOrNull('https://user:pass@butikken.no')).toBeNull();
    expect(httpWebsiteOrNull('javascript:alert(1)')).toBeNull();
    expect(httpWebsiteOrNull('ftp://butikken.no')).toBeNull();
    expect(httpWebsiteOrNull('https://localhost')).toBeNull();
    expect(httpWebsiteOrNull('butikken.no')).toBeNull();
    expect(httpWebsiteOrNull(null)).toBeNull();
    expect(httpWebsiteOrNull(`https://butikken.no/${'a'.repeat(500)}`)).toBeNull();
    expect(httpWebsiteOrNull('https://butikken.no/abc', 20)).toBeNull();
  });

  it("gives '/nettside' the ASCII form", () => {
    expect(websiteTarget('https://blåbær.no/om oss')).toBe('https://xn--blbr-roah.no/om%20oss');
    expect(websiteTarget('https://bank.no@evil.example')).toBeNull();
  });
});
