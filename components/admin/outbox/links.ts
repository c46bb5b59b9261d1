/**
 * The http(s) addresses in an e-mail's text part, for the outbox dialog's clickable links. A
 * trailing full stop, comma, colon, question or exclamation mark or closing bracket ends a
 * sentence, not the address. Pure.
 */
const URL_PATTERN = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g;

export type TextPart = { text: string } | { url: string };

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ url: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
