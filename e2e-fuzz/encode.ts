/** Percent-encoding for the fuzz suite's paths and queries. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encoding that also writes lone surrogates (as their invalid UTF-8 bytes, %ED%A0%80), where encodeURIComponent throws. */
export function encodeLoose(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .reduce((out, part, i) => {
      if (i === 0) return part;
      const unit = (value.match(LONE_SURROGATE) ?? [])[i - 1].charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return out + bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('') + part;
    }, '');
}
