/**
 * A dealer's website as it is stored and shown (docs/product.md: Dealer finder, 'Nettside'): a host
 * that mixes scripts — `https://аpple.com` with a Cyrillic 'а', `https://gοogle.com` with a Greek
 * 'ο' — is written in Punycode (`https://xn--pple-43d.com/`), so a look-alike of another site is
 * visible as such; a host in one script (`https://blåbær.no`, all Latin) stays as typed, readable.
 * One rule for every writer (Min butikk's store schema, the Places lookups) and every display (the
 * finder's cards and details, the store page), so an address stored before the rule is shown safely
 * too.
 *
 * Client-safe and small: the browser's and Node's URL parser turn the host into Punycode (UTS 46);
 * this module decodes it (RFC 3492) to see which scripts the host really uses.
 */

/** The longest website address stored (the DealerLocation column, prisma/schema.prisma). */
export const MAX_WEBSITE_LENGTH = 500;

// ── Punycode decoding (RFC 3492 §6.2) ──────────────────────────────────────────────────────────

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return Math.floor(k + ((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** A Punycode digit's value ('a'–'z' 0–25, '0'–'9' 26–35), BASE when the character is none. */
function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/** The Unicode text of a Punycode label without its 'xn--' ('pple-43d' → 'аpple'); null when it is not valid Punycode. */
export function decodePunycode(input: string): string | null {
  const output: number[] = [];
  const delimiter = input.lastIndexOf('-');
  const basic = delimiter < 0 ? 0 : delimiter;
  for (let j = 0; j < basic; j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length;) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > MAX_CODE_POINT * 64 || w > MAX_CODE_POINT * 64) return null;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/** A host as Unicode: each 'xn--' label decoded ('xn--blbr-roa5a.no' → 'blåbær.no'); a label that does not decode stays. */
export function unicodeHost(host: string): string {
  return host
    .split('.')
    .map((label) => (/^xn--/i.test(label) ? (decodePunycode(label.slice(4).toLowerCase()) ?? label) : label))
    .join('.');
}

// ── Scripts ────────────────────────────────────────────────────────────────────────────────────

/** The scripts told apart; a letter of any other script counts as 'other'. */
const SCRIPTS: ReadonlyArray<[string, RegExp]> = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Georgian',
  'Devanagari',
  'Thai',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Cherokee',
  'Ethiopic',
].map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')]);

/** Digits, hyphens and dots (Common) and combining marks (Inherited) belong to no script of their own. */
const NO_SCRIPT = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** The scripts a text's characters are written in. */
export function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of text) {
    if (NO_SCRIPT.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other');
  }
  return scripts;
}

/**
 * Whether a host (Unicode or Punycode) uses letters of more than one script, across its labels:
 * 'аpple.com' (Cyrillic and Latin) and 'аррӏе.com' (a Cyrillic look-alike under a Latin top-level
 * domain) do, 'blåbær.no' and 'пример.рф' do not.
 */
export function mixesScripts(host: string): boolean {
  return scriptsOf(unicodeHost(host)).size > 1;
}

// ── The rule ───────────────────────────────────────────────────────────────────────────────────

/**
 * A website address as stored and shown: the address with its host in Punycode when the host mixes
 * scripts (`https://аpple.com` → `https://xn--pple-43d.com/`, the URL parser's form), else as given
 * (trimmed). Not an address at all: returned trimmed, for the schemas to refuse.
 */
export function safeWebsite(value: string): string {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  return mixesScripts(url.hostname) ? url.href : text;
}

/**
 * The website a link may lead to, in its stored and shown form (safeWebsite): an absolute http(s)
 * address whose host has a dot and that carries no user name or password (`https://bank.no@evil.example`
 * reads as bank.no but leads to evil.example), at most `max` characters; else null. The one check for
 * every writer (the forms' websiteField, the Places lookups) and every reader ('/nettside', the store
 * page and its JSON-LD, the finder's cards), so an address stored before the rule is never linked.
 */
export function httpWebsiteOrNull(value: string | null | undefined, max = MAX_WEBSITE_LENGTH): string | null {
  const text = value?.trim();
  if (!text || text.length > max) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname.includes('.') || url.username || url.password) return null;
  const safe = safeWebsite(text);
  return safe.length <= max ? safe : null;
}

/**
 * Where '/nettside' redirects and what JSON-LD's sameAs names: httpWebsiteOrNull in the URL parser's
 * form (host in Punycode, path percent-encoded: a Location header holds ASCII only), else null.
 */
export function websiteTarget(value: string | null | undefined): string | null {
  const website = httpWebsiteOrNull(value);
  return website ? new URL(website).href : null;
}

/** The website as a card shows it: safeWebsite without 'https://' and a closing '/' ('https://xn--pple-43d.com/' → 'xn--pple-43d.com'). */
export function websiteText(value: string): string {
  return safeWebsite(value)
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}
