/**
 * The input kinds an operation declares (operation.ts), each read once here for both callers — the
 * server action (its argument as the browser sent it) and the route handler (the request):
 *
 * - a zod schema (or `parse`): a JSON object; the route reads it within the operation's cap;
 * - `multipart({ fields, files })`: a form with files, each with its cap, its accepted types and its
 *   Norwegian texts; the action gets a FormData, the route reads `request.formData()` within the
 *   files' caps (413 beyond, 415 not multipart, or a JSON object of the fields when `json` allows it);
 * - `query(read)`: the route's query string (a GET), the action's object of the same names.
 *
 * Refusals: 400 with field errors (ADMIN_MESSAGES.invalid), a file's own 400/413/415 on its field.
 * Server-only.
 */
import 'server-only';
import type { z } from 'zod';
import { HttpError } from '../../http/errors';
import { readJsonBody, validate } from '../../http/route';
import { ADMIN_MESSAGES } from './messages';

/** The route's 415 for a body that is not multipart/form-data, unless the input names its own. */
export const NOT_MULTIPART = 'Skjemaet må sendes som multipart/form-data';

/** Room for a multipart body's text fields and boundaries beyond its files' caps. */
export const MULTIPART_SLACK = 64 * 1024;

/** An uploaded file as the work gets it. */
export interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** One file field of a multipart input. */
export interface FileRule {
  /** The largest file (413 `messages.tooLarge` on the field beyond it). */
  maxBytes: number;
  /** Accepted MIME types (415 `messages.wrongType` for another one the browser names); any when absent. */
  types?: readonly string[];
  /** 400 `messages.missing` without a file (the default); false: the file may be left out. */
  required?: boolean;
  messages: { missing: string; tooLarge: string; wrongType?: string };
  /** A cap and texts that depend on the form's text fields (a course file's `kind`), within `maxBytes`. */
  byFields?: (fields: Record<string, unknown>) => { maxBytes: number; messages: FileRule['messages'] };
  /**
   * The file is stored before the fields are checked and its URL put into this text field (a course
   * item's `url`); `discard` removes it again when the fields are refused.
   */
  storeAs?: {
    field: string;
    store: (file: Upload, fields: Record<string, unknown>, id: unknown) => Promise<string>;
    discard: (url: string) => Promise<void>;
  };
}

type FileRules = Record<string, FileRule>;
type FilesOf<F extends FileRules> = { [K in keyof F]: F[K]['required'] extends false ? Upload | undefined : Upload };

export interface MultipartSpec<S extends z.ZodType, F extends FileRules> {
  /** The text fields' schema (the entity's one schema). */
  fields: S;
  files: F;
  /** Text fields that are whole numbers in the schema (a form sends text). */
  numbers?: readonly string[];
  /** The route's 415 for a body that is not multipart/form-data (nor JSON when `json` allows it); NOT_MULTIPART by default. */
  notMultipart?: string;
  /** The route also takes a JSON object of the fields (no file) within this many bytes; the action a plain object. */
  json?: { maxBytes: number };
}

export interface MultipartInput<S extends z.ZodType, F extends FileRules> extends MultipartSpec<S, F> {
  kind: 'multipart';
  notMultipart: string;
  /** The largest body: the files' caps and room for the text fields. */
  maxBytes: number;
  /** The value the work gets (a type only). */
  readonly value?: MultipartValue<S, F>;
}

/** Any multipart input giving the value I (how an operation infers its input type). */
export type AnyMultipart<I> = MultipartInput<z.ZodType, FileRules> & { readonly value?: I };

export type MultipartValue<S extends z.ZodType, F extends FileRules> = { fields: z.output<S>; files: FilesOf<F> };

/** A multipart input kind: text fields by their schema and declared files. */
export function multipart<S extends z.ZodType, F extends FileRules>(spec: MultipartSpec<S, F>): MultipartInput<S, F> {
  const files = Object.values(spec.files).reduce((sum, rule) => sum + rule.maxBytes, 0);
  return { ...spec, kind: 'multipart', notMultipart: spec.notMultipart ?? NOT_MULTIPART, maxBytes: files + MULTIPART_SLACK };
}

export interface QueryInput<I> {
  kind: 'query';
  read: (params: URLSearchParams) => I;
}

/** A query input kind (a read): the route's query string, the action's object of the same names. */
export function query<I>(read: (params: URLSearchParams) => I): QueryInput<I> {
  return { kind: 'query', read };
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

const mimeOf = (type: string) => type.split(';')[0]!.trim().toLowerCase();

function refusal(status: 400 | 413 | 415, field: string, message: string): HttpError {
  return new HttpError(status, message, { [field]: [message] });
}

/** A FormData (or, when the input allows JSON, an object of the fields) checked into the declared value. */
export async function readMultipart<S extends z.ZodType, F extends FileRules>(
  input: MultipartInput<S, F>,
  raw: unknown,
  id?: unknown,
): Promise<MultipartValue<S, F>> {
  if (!(raw instanceof FormData)) {
    if (input.json && typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      return { fields: validate(input.fields, raw, ADMIN_MESSAGES.invalid), files: {} as FilesOf<F> };
    }
    raw = new FormData();
  }
  const form = raw as FormData;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name in input.files) continue;
    fields[name] = input.numbers?.includes(name) && /^\d{1,7}$/.test(value.trim()) ? Number(value) : value;
  }
  const files: Record<string, Upload | undefined> = {};
  for (const [name, declared] of Object.entries(input.files)) {
    const rule = { ...declared, ...declared.byFields?.(fields) };
    const file = form.get(name);
    if (!isBlob(file) || file.size === 0) {
      if (rule.required !== false) throw refusal(400, name, rule.messages.missing);
      continue;
    }
    if (file.size > rule.maxBytes) throw refusal(413, name, rule.messages.tooLarge);
    const type = mimeOf(file.type);
    if (rule.types && type && !rule.types.includes(type)) throw refusal(415, name, rule.messages.wrongType ?? rule.messages.missing);
    files[name] = { name: file instanceof File ? file.name : '', type, bytes: new Uint8Array(await file.arrayBuffer()) };
  }
  const stored: Array<[FileRule, string]> = [];
  for (const [name, rule] of Object.entries(input.files)) {
    const file = files[name];
    if (!file || !rule.storeAs) continue;
    const url = await rule.storeAs.store(file, fields, id);
    fields[rule.storeAs.field] = url;
    stored.push([rule, url]);
  }
  try {
    return { fields: validate(input.fields, fields, ADMIN_MESSAGES.invalid), files: files as FilesOf<F> };
  } catch (error) {
    // Nothing names a file just stored: it goes again.
    for (const [rule, url] of stored) await rule.storeAs!.discard(url);
    throw error;
  }
}

/** The message of a body over the cap: the largest file's. */
function tooLargeOf(input: MultipartInput<z.ZodType, FileRules>): string {
  const rules = Object.values(input.files).sort((a, b) => b.maxBytes - a.maxBytes);
  return rules[0]?.messages.tooLarge ?? ADMIN_MESSAGES.invalid;
}

/**
 * The request's multipart body read within the input's cap (413 beyond it, also when no length is
 * declared: the stream is counted), then checked as the action's FormData; a JSON object of the
 * fields when the input allows it; 415 for anything else.
 */
export async function readMultipartRequest<S extends z.ZodType, F extends FileRules>(
  input: MultipartInput<S, F>,
  request: Request,
  id?: unknown,
): Promise<MultipartValue<S, F>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    if (input.json) return readMultipart(input, await readJsonBody(request, input.json.maxBytes), id);
    throw new HttpError(415, input.notMultipart);
  }
  const tooLarge = tooLargeOf(input);
  if (Number(request.headers.get('content-length')) > input.maxBytes) throw new HttpError(413, tooLarge);
  let seen = 0;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > input.maxBytes) controller.error(new HttpError(413, tooLarge));
        else controller.enqueue(chunk);
      },
    }),
  );
  const form = await new Response(counted ?? null, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData().catch(() => null);
  if (seen > input.maxBytes) throw new HttpError(413, tooLarge);
  if (!form) throw new HttpError(415, input.notMultipart);
  return readMultipart(input, form, id);
}

/** The action's object (or the route's query string) as URLSearchParams for a query input. */
export function queryParams(raw: unknown): URLSearchParams {
  if (raw instanceof URLSearchParams) return raw;
  const params = new URLSearchParams();
  if (typeof raw === 'object' && raw !== null) {
    for (const [name, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(name, String(value));
    }
  }
  return params;
}
