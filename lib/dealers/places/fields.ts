/**
 * The field rules the Places query parser, the Google client and the stored details share:
 * column sizes, the shapes of place and dealer ids, and text cleaning. Pure.
 */
import { safeWebsite } from '../website';

// ── Limits (the DealerLocation column sizes, prisma/schema.prisma) ──────────────────────────────

export const MAX_QUERY_LENGTH = 300;
export const MAX_PLACE_ID_LENGTH = 300;
export const MAX_DEALER_ID_LENGTH = 40;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_PHONE_LENGTH = 60;
export const MAX_WEBSITE_LENGTH = 500;
export const MAX_OPENING_HOURS_LINE_LENGTH = 200;
/** One line per weekday. */
export const MAX_OPENING_HOURS_LINES = 7;
export const PLACE_ID = /^[A-Za-z0-9_-]{1,300}$/;
export const DEALER_ID = /^[A-Za-z0-9_-]{1,40}$/;

// ── Text helpers ────────────────────────────────────────────────────────────────────────────────

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Control characters to spaces, runs of whitespace to one space, trimmed. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();
}

/** Cuts to at most `max` UTF-16 units (with '…'), never inside a surrogate pair. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = max - 1;
  const code = value.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${value.slice(0, end).trimEnd()}…`;
}

/**
 * An absolute http(s) address of at most `max` characters, else null; a host that mixes scripts in
 * Punycode (safeWebsite, lib/dealers/website.ts): what the Places lookups store and the finder's
 * details answer.
 */
export function httpUrlOrNull(value: string | null | undefined, max = MAX_WEBSITE_LENGTH): string | null {
  const text = value?.trim();
  if (!text || text.length > max) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  } catch {
    return null;
  }
  const safe = safeWebsite(text);
  return safe.length <= max ? safe : null;
}

export const isPlausiblePlaceId = (value: unknown): value is string => typeof value === 'string' && PLACE_ID.test(value);
export const isPlausibleDealerId = (value: unknown): value is string => typeof value === 'string' && DEALER_ID.test(value);
