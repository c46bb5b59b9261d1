import { formatCategoryField, parseCategoryField, parseDealerCsv } from './csv';

describe('parseDealerCsv', () => {
  it('reads id;name;address;latitude;longitude rows and re-cases names', () => {
    const { rows, errors } = parseDealerCsv(
      'd1;FAGMØBLER HAMAR AS;Torggata 1, 2317 Hamar;60.7945;11.0680\nd2;BERG OG SØNN;Storgata 2, 9008 Tromsø;69,6496;18,9560\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { id: 'd1', name: 'Fagmøbler Hamar as', address: 'Torggata 1, 2317 Hamar', lat: 60.7945, lng: 11.068 },
      { id: 'd2', name: 'Berg og Sønn', address: 'Storgata 2, 9008 Tromsø', lat: 69.6496, lng: 18.956 },
    ]);
  });

  it('accepts rows without coordinates', () => {
    const { rows } = parseDealerCsv('d3;MØBELHUSET;Vei 1, 2150 Årnes;;');
    expect(rows[0]).toMatchObject({ id: 'd3', lat: null, lng: null });
  });

  it('reports bad lines with their line numbers and keeps the good ones', () => {
    const { rows, errors } = parseDealerCsv(
      ['d1;A;Vei 1, 0150 Oslo;59.9;10.7', 'd2;B;only four', 'd3;C;Vei 3, 0150 Oslo;abc;10', 'd1;D;Vei 4, 0150 Oslo;59;10', 'd5;E;Vei 5, 0150 Oslo;59.9;'].join(
        '\n',
      ),
    );
    expect(rows.map((r) => r.id)).toEqual(['d1']);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5]);
    expect(errors[0].message).toMatch(/5 til 7 felt/);
    expect(errors[1].message).toBe('Ugyldige koordinater');
    expect(errors[2].message).toMatch(/finnes allerede/);
  });

  it('ignores a byte-order mark and blank lines', () => {
    const { rows, errors } = parseDealerCsv('\uFEFFd1;A;Vei 1, 0150 Oslo;59.9;10.7\n\n');
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
  });

  it('reads the optional sixth and seventh fields: the categories and products the location carries, comma-separated', () => {
    const { rows, errors } = parseDealerCsv(
      [
        'd1;A;Vei 1, 0150 Oslo;59.9;10.7;Lærpleie, Møbelpolish ,Lærpleie',
        'd2;B;Vei 2, 0150 Oslo;59.9;10.7;',
        'd3;C;Vei 3, 0150 Oslo;59.9;10.7',
        'd4;D;Vei 4, 0150 Oslo;59.9;10.7;Treolje;1010, 3020',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    // Given: the lists (repeats and blanks dropped); blank: everything ([]); left out: undefined (a known location keeps its own).
    expect(rows.map((r) => [r.categories, r.products])).toEqual([
      [['Lærpleie', 'Møbelpolish'], []],
      [[], []],
      [undefined, undefined],
      [['Treolje'], ['1010', '3020']],
    ]);
    expect(parseDealerCsv('d1;A;Vei 1;;;x;y;z').errors[0].message).toBe(
      'Forventet 5 til 7 felt (id;navn;adresse;breddegrad;lengdegrad;kategorier;produkter), fant 8',
    );
  });

  it('writes the categories back in the same form', () => {
    expect(formatCategoryField(['Lærpleie', 'Treolje'])).toBe('Lærpleie, Treolje');
    expect(parseCategoryField(formatCategoryField(['Lærpleie', 'Treolje']))).toEqual(['Lærpleie', 'Treolje']);
    expect(parseCategoryField(' , ')).toEqual([]);
  });
});
