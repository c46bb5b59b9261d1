/**
 * Reads a JSON request body within a size cap, for route handlers that take JSON.
 * 415 when the body is not declared as JSON, 413 when it is larger than the cap (announced or
 * actually sent; the stream is read no further than the cap), 400 when it is empty or not JSON.
 */
import { readCappedText } from './read-capped';

export const JSON_BODY_MESSAGES = {
  unsupportedType: 'Forespørselen må sendes som JSON (Content-Type: application/json)',
  tooLarge: 'Forespørselen er for stor',
  empty: 'Forespørselen mangler innhold',
  invalidJson: 'Forespørselen er ikke gyldig JSON',
  notObject: 'Forespørselen må være et JSON-objekt',
} as const;

export type JsonBodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; error: string };

export async function readJsonObject(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const type = request.headers.get('content-type') ?? '';
  const mediaType = type.split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json' && !/^application\/[a-z0-9.+-]*\+json$/.test(mediaType)) {
    return { ok: false, status: 415, error: JSON_BODY_MESSAGES.unsupportedType };
  }
  const announced = Number(request.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > maxBytes) {
    return { ok: false, status: 413, error: JSON_BODY_MESSAGES.tooLarge };
  }
  const text = await readCappedText(request.body, maxBytes);
  if (text === null) return { ok: false, status: 413, error: JSON_BODY_MESSAGES.tooLarge };
  if (text.trim() === '') return { ok: false, status: 400, error: JSON_BODY_MESSAGES.empty };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: JSON_BODY_MESSAGES.invalidJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, error: JSON_BODY_MESSAGES.notObject };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
