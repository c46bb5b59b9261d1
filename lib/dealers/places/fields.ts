/**
 * The field rules the Places query parser, the Google client and the stored details share:
 * column sizes, the shapes of place and dealer ids, and text cleaning. Pure.
 */
import { MAX_WEBSITE_LENGTH } from '../website';

export { MAX_WEBSITE_LENGTH };

// ── Limits (the DealerLocation column sizes, prisma/schema.prisma) ──────────────────────────────

export const MAX_QUERY_LENGTH = 300;
export const MAX_PLACE_ID_LENGTH = 300;
export const MAX_DEALER_ID_LENGTH = 40;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_PHONE_LENGTH = 60;
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

export const isPlausiblePlaceId = (value: unknown): value is string => typeof value === 'string' && PLACE_ID.test(value);
export const isPlausibleDealerId = (value: unknown): value is string => typeof value === 'string' && DEALER_ID.test(value);
