/**
 * TEMPORARY allow-list of failures known on branch h/fuzz, whose fixes are being made on other
 * branches of issue 15 (the text rule, image decoding, body limits → 413, the server-action origin
 * guard, /media encoding, next-auth redirects and routes). A listed answer or write is reported at
 * the end of the run but does not fail it.
 *
 * DELETE THIS FILE (and its import in fuzz.spec.ts) after merging those fixes: the suite's default
 * is no 5xx and no write at all. Entries: the target ('POST /api/products' or the action's
 * 'file#name') and a pattern of the case label (or of the change, for writes).
 */
const ACTION = /#/;
const CONTENT_ROUTES = /^(GET|POST|PATCH) \/api\/(products|dealers|courses)/;

export const KNOWN_5XX: Array<{ target: RegExp; label: RegExp; cause: string }> = [
  { target: CONTENT_ROUTES, label: /U\+0000|lone surrogate|^query /, cause: 'text rule: U+0000 / lone surrogate reach PostgreSQL' },
  { target: ACTION, label: /U\+0000|lone surrogate/, cause: 'text rule in the admin actions' },
  { target: /image|#uploadProductImageAction/, label: /truncated PNG/, cause: 'images decoded fully before they are stored (415)' },
  { target: ACTION, label: /truncated PNG, description with U\+0000/, cause: 'document description with U+0000' },
  { target: ACTION, label: /25 MB/, cause: 'server-action body limit → 413' },
  { target: ACTION, label: /Origin/, cause: 'cross-site / null origin server action → 403 before Next guard' },
  { target: /^GET \/media\//, label: /^path /, cause: '/media malformed percent-encoding → 404' },
  { target: /\{nextauth\}/, label: /./, cause: 'next-auth: callback/credentials, callbackUrl, unknown actions and bodies' },
];

export const KNOWN_WRITES: Array<{ target: RegExp; change: RegExp; cause: string }> = [
  // A lone surrogate is stored as U+FFFD (a product created or record 1 changed, its retailer links
  // replaced; a dealer created with one in the password).
  { target: /^(POST|PATCH) \/api\/(products|dealers)/, change: /^table (Product|User|RetailerLink):/, cause: 'text rule: lone surrogates accepted' },
];
