/**
 * Malformed server-action bodies (issue 15, found by the fuzz suite, docs/operations.md: Fuzz
 * suite): Next.js decodes an action's arguments (React's reply format) before any action code
 * runs, and a body it cannot decode — malformed JSON, nesting thousands deep, a multipart body
 * without a boundary, a reference such as `$n1e999` — throws there and answers 500. The proxy
 * refuses those with 400 first. Only what this app's forms send is let through: plain JSON values,
 * escaped strings (`$$…`), FormData (`$K1`), `$undefined`, non-finite numbers and dates. Edge-safe
 * (no Node APIs): the proxy runs it.
 */

/** Deepest nesting of arrays and objects a legitimate action argument has (the forms send 3–4). */
export const MAX_ACTION_NESTING = 64;

const REFERENCE = /^\$(?:\$|K\d+$|undefined$|NaN$|-?Infinity$|-0$|D)/;

/** Nesting depth of JSON text, counted without recursion (strings skipped). */
function nesting(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return max;
}

function referencesOk(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string' && item.startsWith('$') && !REFERENCE.test(item)) return false;
    if (Array.isArray(item)) stack.push(...item);
    else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.startsWith('$') && !key.startsWith('$$')) return false;
        stack.push(child);
      }
    }
  }
  return true;
}

/** Whether a reply's JSON text (the whole text/plain body, or a multipart body's root part "0") decodes safely. */
export function isDecodableReply(text: string): boolean {
  if (nesting(text) > MAX_ACTION_NESTING) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return referencesOk(parsed);
}

/** Whether a multipart content type names its boundary (Next's parser throws without one). */
export function hasMultipartBoundary(contentType: string): boolean {
  return /;\s*boundary=("?)[^";]+\1/i.test(contentType);
}

/**
 * The server-action request's body is one Next.js can decode: true, or false for a 400. Bodies
 * over `maxBytes` are left to Next's own body limit (413), requests without `Next-Action` alone.
 */
export async function actionBodyDecodable(request: Request, maxBytes: number): Promise<boolean> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return true;
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(length) || length > maxBytes) return true;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    if (!hasMultipartBoundary(type)) return false;
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!form) return false;
    const root = form.get('0');
    return typeof root !== 'string' || isDecodableReply(root);
  }
  if (type.startsWith('application/x-www-form-urlencoded')) return true;
  return isDecodableReply(await request.clone().text());
}
