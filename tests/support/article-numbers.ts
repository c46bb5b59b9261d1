/** Strings that are no article number: refused by the rule and answered without a query by every lookup. */
export const NOT_ARTICLE_NUMBERS = [
  '',
  '.',
  '..',
  '../etc',
  '../../etc/passwd',
  '..%2F..%2Fetc',
  'x'.repeat(41),
  'x'.repeat(500),
  'æøå/..',
  'æøå',
  '%00',
  '\u0000',
  '1010\u0000',
  '1010/',
  '1010 ',
  ' 1010',
  '10 10',
  "1010' OR '1'='1",
  '1010;DROP TABLE "Product"',
  '<script>',
  '１０１０', // full-width digits
  'E\u2011710', // non-breaking hyphen
];
