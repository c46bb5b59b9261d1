import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ADMIN, DEMO_DEALER, signIn } from './helpers';

/**
 * Universal design, the layout's part (issue 34; docs/product.md: universal design): what axe and
 * the Nu validator cannot see. Focus never hidden under the fixed header or the category bar
 * (WCAG 2.4.11), no sideways scrolling down to 320 px and a header that fits every width (1.4.10),
 * product names whole at 200 % text (1.4.4), field borders and focus rings at 3:1 (1.4.11).
 *
 * Walking a page with the keyboard takes a key press and a look per element: on the busy CI one
 * page took tens of seconds, so every test here is slow (triple time). No timing assertions.
 */

const PUBLIC_PAGES = ['/', '/produkt/1010', '/forhandlere', '/kontakt', '/om-oss', '/auth'];
const WIDTHS = [320, 390, 768, 900, 1024, 1280, 1440];
/** More key presses than the longest page walked needs (the finder's list is paged); a walk that runs out fails. */
const MAX_STEPS = 600;

test.beforeEach(async ({ page }) => {
  test.slow();
  // Instant scrolling: a smooth scroll still under way would be judged half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** The focused element, named for a failure message, and what is wrong with how it shows (null: fine). */
async function lookAtFocus(page: Page): Promise<{ key: string; problem: string | null } | null> {
  return page.evaluate(async () => {
    // Two frames: the scroll into view and any layout it causes (a bar that sticks) are done.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const w = window as unknown as { __walkIds?: WeakMap<Element, number>; __walkNext?: number };
    w.__walkIds ??= new WeakMap();
    if (!w.__walkIds.has(el)) w.__walkIds.set(el, (w.__walkNext = (w.__walkNext ?? 0) + 1));
    const describe = (e: Element | null) => {
      if (!e) return 'nothing';
      const text = (e.getAttribute('aria-label') || (e as HTMLElement).innerText || e.getAttribute('placeholder') || '').trim().slice(0, 40);
      return `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}> '${text}'`;
    };
    const key = `${w.__walkIds.get(el)} ${describe(el)}`;
    const r = el.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    if (r.width === 0 && r.height === 0) return { key, problem: 'no box' };
    // The browser scrolls a text area only as far as its caret: its first line must show.
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight);
    const caretLine = parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop) + (Number.isFinite(lineHeight) ? lineHeight : 24);
    const firstLine = el.tagName === 'TEXTAREA' ? Math.min(r.height, caretLine) : r.height;
    const x = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
    const y = Math.min(Math.max(r.top + firstLine / 2, 0), vh - 1);
    // An element taller or wider than the window (main) only needs its middle in view.
    const outside = (r.width <= vw && (r.left < -1 || r.right > vw + 1)) || (firstLine <= vh && (r.top < -1 || r.top + firstLine > vh + 1));
    if (outside)
      return { key, problem: `outside the ${vw}×${vh} window: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}` };
    // A link that wraps has a box per line: the middle of its bounding box may be between them.
    const boxes = el.getClientRects().length > 1 ? Array.from(el.getClientRects()) : [new DOMRect(r.left, r.top, r.width, firstLine)];
    const hits = boxes.map((b) =>
      document.elementFromPoint(Math.min(Math.max(b.left + b.width / 2, 0), vw - 1), Math.min(Math.max(b.top + b.height / 2, 0), vh - 1)),
    );
    if (!hits.some((hit) => hit && (hit === el || el.contains(hit))))
      return { key, problem: `covered by ${describe(hits[0])} at ${Math.round(x)},${Math.round(y)}` };
    return { key, problem: null };
  });
}

/** Presses `key` until focus comes back round (or leaves the page), collecting every problem seen. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<{ visited: number; problems: string[]; cameRound: boolean }> {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (let step = 0; step < MAX_STEPS; step++) {
    await page.keyboard.press(key);
    const focus = await lookAtFocus(page);
    if (!focus) {
      if (seen.size > 0) return { visited: seen.size, problems, cameRound: true };
      continue;
    }
    if (seen.has(focus.key)) return { visited: seen.size, problems, cameRound: true };
    seen.add(focus.key);
    if (focus.problem) problems.push(`${focus.key}: ${focus.problem}`);
  }
  return { visited: seen.size, problems, cameRound: false };
}

/** Walks the page forward from the top, then backward from the footer's last link. */
async function walkBothWays(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const forward = await walk(page, 'Tab');
  await page.locator('footer a').last().focus();
  const backward = await walk(page, 'Shift+Tab');
  expect(
    forward.cameRound && backward.cameRound,
    `the walk came round within ${MAX_STEPS} key presses (forward ${forward.visited}, backward ${backward.visited})`,
  ).toBe(true);
  expect(forward.visited, 'elements reached with Tab').toBeGreaterThan(3);
  expect(backward.visited, 'elements reached with Shift+Tab').toBeGreaterThan(3);
  expect(forward.problems, 'Tab from the top').toEqual([]);
  expect(backward.problems, 'Shift+Tab from the footer').toEqual([]);
}

test.describe('focus is never hidden (WCAG 2.4.11)', () => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 320, height: 256 },
  ]) {
    for (const path of PUBLIC_PAGES) {
      test(`${path} at ${viewport.width}×${viewport.height}`, async ({ page }) => {
        // A key press and a look per element, both ways: its own generous time on a busy 2-core CI.
        test.setTimeout(240_000);
        await page.setViewportSize(viewport);
        await walkBothWays(page, path);
      });
    }

    test(`'Min butikk' signed in at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, DEMO_DEALER);
      await page.setViewportSize(viewport);
      await walkBothWays(page, '/dealer-portal/min-butikk');
    });
  }
});

/** At each width: how much wider than the window the page is, and header items outside it or on two lines. */
async function sweepWidths(page: Page, widths: number[] = WIDTHS): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const out: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) out.push(`page ${root.scrollWidth} px wide`);
      const header = document.querySelector('body > header, header');
      if (!header) return out;
      const shown = (e: Element) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
      /** The most lines any of the element's texts takes. */
      const lines = (e: Element) => {
        const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
        let most = 0;
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          most = Math.max(most, new Set(Array.from(range.getClientRects(), (r) => Math.round(r.bottom))).size);
        }
        return most;
      };
      const items = Array.from(header.querySelectorAll('a, button, input, form')).filter(shown);
      const menuButton = header.querySelector('[aria-controls="mobilmeny"]');
      const account = header.querySelector('a[href="/auth"], [aria-haspopup="menu"]');
      if (!(menuButton && shown(menuButton)) && !(account && shown(account))) out.push('neither the menu button nor the account entry shown');
      for (const item of items) {
        const r = item.getBoundingClientRect();
        const name = `${item.tagName.toLowerCase()} '${(item.getAttribute('aria-label') || (item as HTMLElement).innerText || '').trim().slice(0, 30)}'`;
        if (r.left < 0 || r.right > root.clientWidth) out.push(`${name} at ${Math.round(r.left)}–${Math.round(r.right)}`);
        if (item.matches('a, button') && item.textContent?.trim() && lines(item) > 1) out.push(`${name} on ${lines(item)} lines`);
      }
      return out;
    });
    problems.push(...found.map((p) => `${width} px: ${p}`));
  }
  return problems;
}

test.describe('no sideways scrolling and a header that fits, 320 to 1,440 px (WCAG 1.4.10)', () => {
  for (const path of [...PUBLIC_PAGES, '/sok?q=olje', '/personvern', '/admin/auth']) {
    test(`signed out: ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await sweepWidths(page)).toEqual([]);
    });
  }

  for (const path of ['/', '/forhandlere', '/dealer-portal', '/dealer-portal/min-butikk', '/dealer/courses', '/konto/passord']) {
    test(`signed in as a dealer: ${path}`, async ({ page }) => {
      await signIn(page, DEMO_DEALER);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await sweepWidths(page)).toEqual([]);
    });
  }
});

test('at 200 % text the home page shows every product name whole and does not scroll sideways (WCAG 1.4.4)', async ({ page }) => {
  // The browser's own text size at 200 % (its default font size 32 px instead of 16, as a reader's
  // setting does): rem and em sizes and the em breakpoints (the header's 72em) all follow it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), 'the text size is doubled').toBe('32px');
  // The header fits as well: every item inside the window, on one line.
  expect(await sweepWidths(page, [1280])).toEqual([]);
  const found = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`page ${root.scrollWidth} px wide in ${root.clientWidth}`);
    const names = Array.from(document.querySelectorAll<HTMLElement>('#products article h3'));
    if (names.length < 10) out.push(`only ${names.length} product names`);
    for (const name of names) {
      const style = getComputedStyle(name);
      const clamp = style.getPropertyValue('-webkit-line-clamp');
      if (name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1 || (clamp && clamp !== 'none')) {
        out.push(`'${name.textContent}' cut (${name.scrollHeight} of ${name.clientHeight} px high, line-clamp ${clamp || 'none'})`);
      }
    }
    return out;
  });
  expect(found).toEqual([]);
});

/**
 * WCAG's contrast ratio between an element's colour (`fg` property) and what lies behind it, both
 * read from the computed styles, in the page: translucent colours are laid over the background
 * of the ancestors first. Returns one line per pair under 3:1.
 */
async function lowContrast(page: Page, selector: string, what: 'border' | 'outline'): Promise<string[]> {
  return page.evaluate(
    ({ selector, what }) => {
      type Rgba = [number, number, number, number];
      const parse = (css: string): Rgba => {
        const n = css.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
        return [n[0], n[1], n[2], css.startsWith('rgba') ? n[3] : 1];
      };
      const over = (top: Rgba, below: Rgba): Rgba => {
        const a = top[3];
        return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
      };
      /** The solid colour behind `el`'s own box: its ancestors' backgrounds laid over white. */
      const backdrop = (el: Element | null): Rgba => {
        const layers: Rgba[] = [];
        for (let e = el; e; e = e.parentElement) {
          const c = parse(getComputedStyle(e).backgroundColor);
          if (c[3] > 0) layers.push(c);
          if (c[3] >= 1) break;
        }
        return layers.reverse().reduce((below, top) => over(top, below), [255, 255, 255, 1] as Rgba);
      };
      const luminance = ([r, g, b]: Rgba) => {
        const ch = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
      };
      const ratio = (a: Rgba, b: Rgba) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi + 0.05) / (lo + 0.05);
      };
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (el.getClientRects().length === 0) continue;
        const style = getComputedStyle(el);
        const name = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} class="${el.className}">`;
        if (what === 'border') {
          if (style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) === 0) {
            out.push(`${name}: no border`);
            continue;
          }
          const outside = backdrop(el.parentElement);
          const inside = backdrop(el);
          const border = over(parse(style.borderTopColor), outside);
          for (const [where, bg] of [
            ['outside', outside],
            ['inside', inside],
          ] as const) {
            const r = ratio(border, bg);
            if (r < 3) out.push(`${name}: border ${style.borderTopColor} ${r.toFixed(2)}:1 against ${where} rgb(${bg.slice(0, 3).map(Math.round)})`);
          }
        } else {
          if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) {
            out.push(`${name}: no focus outline of 2 px (${style.outlineStyle} ${style.outlineWidth})`);
            continue;
          }
          // An outline drawn outside the element sits on what is behind it; one drawn inside, on the element.
          const behind = parseFloat(style.outlineOffset) < 0 ? backdrop(el) : backdrop(el.parentElement);
          const r = ratio(over(parse(style.outlineColor), behind), behind);
          if (r < 3) out.push(`${name}: focus ring ${style.outlineColor} ${r.toFixed(2)}:1 against rgb(${behind.slice(0, 3).map(Math.round)})`);
        }
      }
      return out;
    },
    { selector, what },
  );
}

test.describe('field borders and focus rings at 3:1 or more (WCAG 1.4.11)', () => {
  const FIELDS = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea, select';

  for (const path of ['/', '/produkt/1010', '/forhandlere', '/kontakt', '/kontakt?tab=partner', '/auth', '/admin/auth', '/sok?q=olje']) {
    test(`public fields on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator(FIELDS).count()).toBeGreaterThan(0);
      expect(await lowContrast(page, FIELDS, 'border')).toEqual([]);
    });
  }

  test("the fields of 'Min butikk'", async ({ page }) => {
    await signIn(page, DEMO_DEALER);
    await page.goto('/dealer-portal/min-butikk');
    await page.waitForLoadState('networkidle');
    expect(await lowContrast(page, FIELDS, 'border')).toEqual([]);
  });

  test('the admin panel’s outlined fields', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/admin');
    await page.waitForLoadState('networkidle');
    const outlines = page.locator('.MuiOutlinedInput-notchedOutline');
    await expect(outlines.first()).toBeVisible();
    expect(await lowContrast(page, '.MuiOutlinedInput-root:not(.Mui-focused):not(.Mui-error) .MuiOutlinedInput-notchedOutline', 'border')).toEqual([]);
  });

  /** Focuses each element matched, from the keyboard, and checks its ring against what it sits on. */
  async function ringsOf(page: Page, selector: string): Promise<string[]> {
    const problems: string[] = [];
    const targets = page.locator(selector);
    const count = Math.min(await targets.count(), 12);
    expect(count, selector).toBeGreaterThan(0);
    // A key press first: programmatic focus then shows the keyboard ring (:focus-visible).
    await page.keyboard.press('Shift');
    for (let i = 0; i < count; i++) {
      await targets.nth(i).focus();
      const focused = `${selector} >> nth=${i}`;
      const found = await lowContrast(page, ':focus', 'outline');
      problems.push(...found.map((p) => `${focused}: ${p}`));
    }
    return problems;
  }

  test('focus rings on the page background, the white cards and the dark footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(
      [
        ...(await ringsOf(page, 'header nav a')),
        ...(await ringsOf(page, '#products nav a')),
        ...(await ringsOf(page, '#products article a')),
        ...(await ringsOf(page, 'footer a')),
      ].filter((p, i, all) => all.indexOf(p) === i),
    ).toEqual([]);
  });
});

test('the mobile menu has a visible close button, keeps focus inside and gives it back (WCAG 2.4.3, 2.1.1)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Åpne meny' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Mobilmeny' });
  const close = drawer.getByRole('button', { name: 'Lukk meny' });
  await expect(close).toBeVisible();
  await expect(close).toBeFocused();
  await close.click();
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();

  await open.press('Enter');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test('in forced colours a selected chip or tab looks different from the others', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  const look = (selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color, s.borderTopWidth, s.borderTopColor, s.outlineStyle, s.fontWeight].join(' ');
      }),
    );
  await page.goto('/');
  const [selectedChip] = await look('#products nav a[aria-current="page"]');
  const others = await look('#products nav a:not([aria-current])');
  expect(others.length).toBeGreaterThan(0);
  expect(others).not.toContain(selectedChip);

  await page.goto('/kontakt');
  const [selectedTab] = await look('[role="tab"][aria-selected="true"]');
  const otherTabs = await look('[role="tab"][aria-selected="false"]');
  expect(otherTabs.length).toBeGreaterThan(0);
  expect(otherTabs).not.toContain(selectedTab);
});
