/**
 * TEMPORARY allow-list of 5xx answers known on branch h/fuzz, whose fixes are being made on other
 * branches of issue 15 (text rule, image decoding, body limits → 413, server-action origin guard,
 * /media encoding, next-auth redirects). A listed answer is reported but does not fail the suite.
 *
 * DELETE THIS FILE (and its import in fuzz.spec.ts) after merging those fixes: the suite's default
 * is "no 5xx at all". Each entry: the target ('POST /api/products/{id}' or the action's name) and a
 * pattern of the case label.
 */
export const KNOWN_5XX: Array<{ target: RegExp; label: RegExp; cause: string }> = [];
