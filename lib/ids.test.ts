import { parseId } from './ids';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['999999999', 999_999_999],
    [5, 5],
  ])('reads %j as %j', (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each(['0', '-1', '1.5', '1e3', ' 1', '1 ', '', 'abc', '1234567890', '٣', 0, -3, 1.5, Number.NaN, 1e12, null, undefined, {}, ['1']])(
    'refuses %j',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});
