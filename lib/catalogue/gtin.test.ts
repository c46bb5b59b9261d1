import { GTIN_MESSAGES, gtinCheckDigit, gtinProblem, gtinProperty, isGtin } from './gtin';

describe('GTIN', () => {
  it('accepts valid GTIN-8, -12, -13 and -14', () => {
    for (const gtin of ['96385074', '036000291452', '4006381333931', '7038010009457', '10614141000415']) {
      expect(gtinProblem(gtin)).toBeNull();
      expect(isGtin(gtin)).toBe(true);
    }
  });

  it('computes the GS1 check digit', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('000000000000')).toBe(0);
  });

  it('refuses a wrong check digit in Norwegian', () => {
    expect(gtinProblem('4006381333932')).toBe(GTIN_MESSAGES.checkDigit);
    expect(GTIN_MESSAGES.checkDigit).toBe('Ugyldig GTIN: kontrollsifferet stemmer ikke');
    expect(isGtin('96385075')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    for (const value of ['', '1234567', '123456789', '12345678901', '123456789012345', '40063813339a1', ' 4006381333931', '４００６３８１３３３９３１']) {
      expect(gtinProblem(value)).toBe(GTIN_MESSAGES.format);
    }
    expect(isGtin(4006381333931)).toBe(false);
  });

  it('names the schema.org property by length', () => {
    expect(gtinProperty('96385074')).toBe('gtin8');
    expect(gtinProperty('036000291452')).toBe('gtin12');
    expect(gtinProperty('4006381333931')).toBe('gtin13');
    expect(gtinProperty('10614141000415')).toBe('gtin14');
  });
});
