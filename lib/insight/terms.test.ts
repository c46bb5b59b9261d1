import { demandTerm, looksPersonal } from './terms';

describe('demandTerm', () => {
  it('normalises: control characters out, spaces collapsed, lower case, at most 100 characters', () => {
    expect(demandTerm('  Teak\tOLJE  ')).toBe('teak olje');
    expect(demandTerm('   ')).toBe('');
    expect(demandTerm(42)).toBe('');
    expect(demandTerm('Å'.repeat(150))).toBe('å'.repeat(100));
    expect(demandTerm('ＴＥＡＫ')).toBe('teak'); // full-width folded
  });

  it('keeps ordinary product searches, sizes and article numbers', () => {
    for (const term of [
      'teakolje',
      'grå teak benk',
      'lærbalsam 500 ml',
      '2 x 1 l',
      '1030',
      'art 3010 og 3011',
      'olje at hytta',
      'møbelpolish 2,5 l',
      'gtin 1234567',
      'olje at hytta',
      'beis at den tørker',
      'olje 100% naturlig',
      '3 - 4 strøk',
    ]) {
      expect(demandTerm(term)).toBe(term);
    }
  });

  it.each([
    ['+47 912 34 567'],
    ['91234567'],
    ['912 34 567'],
    ['91 23 45 67'],
    ['0047 91234567'],
    ['(+47) 912-34-567'],
    ['ring meg 412.34.567'],
    ['tlf: 22 12 34 56 teakolje'],
    ['+46 70 123 45 67'],
    ['+44 20 7946 0958'],
    ['+1 (555) 123-4567'],
    ['+298 123456'],
    ['912 - 34 - 567'],
    ['912 / 34 / 567'],
  ])('drops a phone number: %s', (term) => {
    expect(looksPersonal(term)).toBe(true);
    expect(demandTerm(term)).toBe('');
  });

  it.each([['01019012345'], ['010190 12345'], ['010190 123 45'], ['fødselsnummer 31129912345']])(
    'drops a national identity number (fødselsnummer): %s',
    (term) => {
      expect(demandTerm(term)).toBe('');
    },
  );

  it('drops a number in full-width or other digits', () => {
    expect(demandTerm('９１２３４５６７')).toBe('');
    expect(demandTerm('٩١٢٣٤٥٦٧')).toBe('');
  });

  it.each([
    ['ola@example.no'],
    ['ola.nordmann@example.com teakolje'],
    ['ola＠example.no'],
    ['ola﹫example.no'],
    ['ola.nordmann(at)example.com'],
    ['ola.nordmann (at) example (dot) com'],
    ['ola.nordmann[at]example.com'],
    ['ola.nordmann{at}example.com'],
    ['ola.nordmann<at>example.com'],
    ['ola.nordmann at example.com'],
    ['ola.nordmann at example dot com'],
    ['Ola.Nordmann AT Example DOT com'],
    ['ola at example punktum no'],
    ['ola krøllalfa example.no'],
    ['ola.nordmann(a)example.com'],
    ['ola.nordmann%40example.com'],
    ['ola.nordmann snabel-a example.com'],
    ['ola.nordmann snabel a example.com'],
    ['Ola Snabel-A example'],
    ['ola at example'],
    ['kari at gmail'],
    ['ola.nordmann at example'],
    ['kari_n at firma'],
    ['ola77 at firma teakolje'],
  ])('drops an e-mail address in any spelling: %s', (term) => {
    expect(looksPersonal(term)).toBe(true);
    expect(demandTerm(term)).toBe('');
  });
});
