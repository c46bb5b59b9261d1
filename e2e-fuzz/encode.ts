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

/**
 * How React 19's client encodes a FormData argument of a server action (react-server-dom's
 * `processReply`, decoded by `decodeReply`): the root part "0" holds the argument list, where the
 * form is the reference "$K1", and each of the form's entries is a part named `_1_<name>` (the
 * reply's prefix, '_', the reference id, '_'). A part named `1_<name>` is not the form's: the
 * action would get an empty form.
 */
export const ACTION_FORM_PREFIX = '_1_';

/** A server action's multipart reply whose one argument is the form `body` (encoded with ACTION_FORM_PREFIX names). */
export function actionFormReply(contentType: string, body: Buffer): Buffer {
  const boundary = /boundary=(.*)$/.exec(contentType)?.[1];
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  return Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n`), body]);
}
