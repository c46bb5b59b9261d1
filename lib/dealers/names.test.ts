import { recaseDealerName } from './names';

describe('recaseDealerName', () => {
  it.each([
    ['FAGMØBLER STEINKJER', 'Fagmøbler Steinkjer'],
    ['HANSEN FARGE OG INTERIØR AS', 'Hansen Farge og Interiør as'],
    ['BERG INTERIØR A/S', 'Berg Interiør a/s'],
    ['MØBELHUSET PÅ SKARNES', 'Møbelhuset på Skarnes'],
    ['JERNVARE-SENTERET I MOSS AS', 'Jernvare-Senteret i Moss as'],
    ['SVENSKA MÖBLER AB', 'Svenska Möbler ab'],
    ['FARGE FOR HJEMMET AV OLSEN MED SØNN', 'Farge for Hjemmet av Olsen med Sønn'],
  ])('%s → %s', (raw, expected) => {
    expect(recaseDealerName(raw)).toBe(expected);
  });

  it('keeps a small word capitalised when it is the first word', () => {
    expect(recaseDealerName('PÅ HJØRNET FARGE OG INTERIØR')).toBe('På Hjørnet Farge og Interiør');
    expect(recaseDealerName('AS MØBLER')).toBe('As Møbler');
  });

  it('normalises spacing', () => {
    expect(recaseDealerName('  møbel   huset  ')).toBe('Møbel Huset');
  });
});
