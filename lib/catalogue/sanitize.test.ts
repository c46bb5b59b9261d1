import { demoProducts } from '../../prisma/seed/data/products';
import { EXTERNAL_LINK_REL, sanitizeProductHtml } from './sanitize';

/** Nothing that can run script may survive, whatever the markup around it. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(img|svg|math|iframe|style|object|embed|form|input|textarea|noscript|xmp|template)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('sanitizeProductHtml', () => {
  it('returns an empty string for null, undefined and blank input', () => {
    expect(sanitizeProductHtml(null)).toBe('');
    expect(sanitizeProductHtml(undefined)).toBe('');
    expect(sanitizeProductHtml('   ')).toBe('');
  });

  it('keeps every allowed formatting tag', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p>x<br />y <strong>s</strong> <b>b</b> <em>e</em> <i>i</i> <u>u</u></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>';
    expect(sanitizeProductHtml(html)).toBe(html);
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeProductHtml('<h1>Tittel</h1><div><span>tekst</span></div>')).toBe('Titteltekst');
    expect(sanitizeProductHtml('<table><tr><td>celle</td></tr></table>')).toBe('celle');
  });

  it('drops attributes other than href, including style and class', () => {
    expect(sanitizeProductHtml('<p style="color:red" class="x" id="y" title="z">hei</p>')).toBe('<p>hei</p>');
    expect(sanitizeProductHtml('<strong style="background:url(javascript:alert(1))">x</strong>')).toBe('<strong>x</strong>');
  });

  describe('attacks', () => {
    it.each([
      ['<p>Hei<script>alert(1)</script></p>', '<p>Hei</p>'],
      ['<script src="https://evil.example/x.js"></script>', ''],
      ['<SCRIPT>alert(1)</SCRIPT>', ''],
      ['<img src=x onerror=alert(1)>', ''],
      ['<p onclick="alert(1)" onmouseover=alert(1)>klikk</p>', '<p>klikk</p>'],
      ['<body onload=alert(1)>', ''],
      ['<iframe src="https://evil.example"></iframe>', ''],
      ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
      ['<style>p{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
      ['<svg onload=alert(1)>', ''],
      ['<svg/onload=alert(1)>', ''],
      ['<svg><script>alert(1)</script></svg>', ''],
      ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
      ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
      ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
      ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
      ['<xmp><script>alert(1)</script></xmp>', ''],
      ['<textarea><script>alert(1)</script></textarea>', ''],
      ['<object data="javascript:alert(1)"></object>', ''],
      ['<embed src="javascript:alert(1)">', ''],
      ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
      ['<input autofocus onfocus=alert(1)>', ''],
      ['<details open ontoggle=alert(1)>', ''],
    ])('neutralises %s', (attack, expected) => {
      const out = sanitizeProductHtml(attack);
      expect(out).toBe(expected);
      expectInert(out);
    });

    it.each([
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
      '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="jav&#x0A;ascript:alert(1)">x</a>',
      '<a href="java\u0000script:alert(1)">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
      '<a href="//evil.example/">x</a>',
      '<a href="\\\\evil.example/">x</a>',
    ])('drops the address of %s', (attack) => {
      const out = sanitizeProductHtml(attack);
      expect(out).toBe('<a>x</a>');
      expectInert(out);
    });

    it('closes unclosed tags and escapes stray brackets', () => {
      expect(sanitizeProductHtml('<p>åpen <strong>fet')).toBe('<p>åpen <strong>fet</strong></p>');
      expect(sanitizeProductHtml('<ul><li>en<li>to')).toBe('<ul><li>en</li><li>to</li></ul>');
      const broken = sanitizeProductHtml('<p <script>alert(1)</script>>');
      expectInert(broken);
      const nested = sanitizeProductHtml('<<script>script>alert(1)<</script>/script>');
      expectInert(nested);
      expect(nested).not.toMatch(/<\/?script/i);
      expect(sanitizeProductHtml('<a href="https://ok.example" <img src=x onerror=alert(1)>x</a>')).not.toMatch(/onerror|<img/i);
    });
  });

  describe('links', () => {
    it('opens absolute http(s) links in a new tab with a safe rel, replacing the given one', () => {
      expect(sanitizeProductHtml('<a href="https://www.byggtorget.example/p?a=1&b=2" target="_self" rel="opener" onclick="x()">kjøp</a>')).toBe(
        `<a href="https://www.byggtorget.example/p?a=1&amp;b=2" rel="${EXTERNAL_LINK_REL}" target="_blank">kjøp</a>`,
      );
      expect(sanitizeProductHtml('<a href="HTTP://example.com">x</a>')).toBe(`<a href="HTTP://example.com" rel="${EXTERNAL_LINK_REL}" target="_blank">x</a>`);
    });

    it('keeps mailto, tel and site-relative links without target', () => {
      expect(sanitizeProductHtml('<a href="mailto:post@example.com" target="_blank">e-post</a>')).toBe('<a href="mailto:post@example.com">e-post</a>');
      expect(sanitizeProductHtml('<a href="tel:+4722000000">ring</a>')).toBe('<a href="tel:+4722000000">ring</a>');
      expect(sanitizeProductHtml('<a href="/produkt/1010">se også</a>')).toBe('<a href="/produkt/1010">se også</a>');
    });

    it('drops other schemes', () => {
      expect(sanitizeProductHtml('<a href="ftp://example.com/fil">x</a>')).toBe('<a>x</a>');
      expect(sanitizeProductHtml('<a href="sms:+4722000000">x</a>')).toBe('<a>x</a>');
    });
  });

  it('leaves the demo catalogue HTML unchanged', () => {
    for (const p of demoProducts) {
      for (const html of [p.description, p.instructions]) {
        const out = sanitizeProductHtml(html);
        expect(out).toBe(html);
        for (const tag of ['p', 'ul', 'ol', 'li', 'strong', 'em']) {
          expect(out.split(`<${tag}>`).length).toBe(html.split(`<${tag}>`).length);
        }
      }
    }
  });
});
