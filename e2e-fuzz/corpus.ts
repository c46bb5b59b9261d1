/**
 * The fuzz suite's inputs: a fixed corpus of bad requests (malformed JSON, 10,000-deep JSON, wrong
 * and missing content types, 1 MB strings, malformed percent-encoding, oversized and truncated
 * files, cross-site server-action posts) plus a part generated with fast-check from FUZZ_SEED.
 *
 * Every case is invalid in at least one required way, so no correct server writes anything:
 * - path ids are never a valid existing id (negative, 0, ≥ 2^31, non-numeric, malformed encoding);
 * - generated JSON bodies are not objects, or objects whose strings all carry U+0000 or a lone
 *   surrogate (refused by the text rule) and whose known fields have wrong types;
 * - schema-derived bodies (from the OpenAPI description) have every string poisoned the same way,
 *   or a required field missing, or a 1 MB string (over every length cap);
 * - files are truncated PNGs or 25 MB bodies; RTL and zero-width marks only ride along on fields
 *   that are invalid for another reason.
 */
import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { ACTION_FORM_PREFIX, actionFormReply, encodeLoose } from './encode';
import type { RawRequest } from './http';

export interface FuzzCase extends RawRequest {
  /** A short description for the report: 'json: 10,000-deep array'. */
  label: string;
  /** Slow cases (25 MB bodies): sent as the administrator only on server actions. */
  oversized?: boolean;
}

export const FUZZ_SEED = Number(process.env.FUZZ_SEED || 20261123);
/** Generated cases per route and role group (the fixed corpus comes on top). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS || 6);

const MB = 1024 * 1024;
const ONE_MB_STRING = 'x'.repeat(MB);
export const POISONS = ['\u0000', '\ud800', '\udfff'] as const;
const MARKS = ['\u202e', '\u200f', '\u200b', '\u2066', '\ufeff', '\u200d'];
/** A valid 256 × 256 noise PNG (over the 200 × 200 minimum) cut after 60 % of its bytes: header and size readable, data not decodable. */
async function truncatedPng(): Promise<Buffer> {
  const pixels = Buffer.alloc(256 * 256 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + 13) % 251;
  const png = await sharp(pixels, { raw: { width: 256, height: 256, channels: 3 } })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length * 0.6));
}

// ---------------------------------------------------------------- generated values

/** A string that always contains U+0000 or a lone surrogate, with RTL/zero-width marks and noise around it. */
const poisonedString = fc
  .tuple(
    fc.constantFrom(...POISONS),
    fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...MARKS, '<script>', "'", '../', '%', '\r\n')), { maxLength: 4 }),
  )
  .map(([poison, parts]) => {
    const middle = Math.floor(parts.length / 2);
    return [...parts.slice(0, middle), poison, ...parts.slice(middle)].join('');
  });

/** Path/query values that never name an existing record. */
export const badIdText = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: 0 }).map(String),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  fc.constantFrom('abc', '1.5', '1e3', '0x10', ' 1', '1 ', '-0', 'NaN', 'Infinity', 'null', 'undefined', '[]', '{}', 'true'),
  fc.constantFrom('%', '%c0', '%ff', '%E0%A4%A', '%ED%A0%80', '%00', '%0A', '%E2%80%AE1', '..%2F..%2Fetc%2Fpasswd', '%252e%252e'),
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => encodeLoose(`${s}\u0000`)),
  fc.constant('9'.repeat(400)),
);

/** A JSON value of a type no id or text field accepts as is, or a poisoned string. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  poisonedString,
  fc.constantFrom(null, true, false, [], {}, [[]], -1, 0, 2 ** 53, -(2 ** 63), 1e308, 0.5, '', ' '),
  fc.array(poisonedString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), poisonedString, { maxKeys: 3 }),
);

/** An argument or body that is invalid for any schema with at least one field. */
function badObject(knownFields: string[]) {
  const key = knownFields.length > 0 ? fc.oneof(fc.constantFrom(...knownFields), fc.string({ maxLength: 10 })) : fc.string({ maxLength: 10 });
  return fc.dictionary(key, wrongValue, { minKeys: 1, maxKeys: 8 });
}

const badJson = (knownFields: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: badObject(knownFields) },
    { weight: 1, arbitrary: fc.array(wrongValue, { maxLength: 4 }) },
    { weight: 1, arbitrary: wrongValue },
  );

/** Server-action arguments: invalid ids (never a valid positive integer) and bad objects. */
const badArgument = (knownFields: string[]) =>
  fc.oneof(
    badJson(knownFields),
    badIdText,
    fc.integer({ min: -2_147_483_648, max: 0 }),
    fc.double({ min: 2 ** 31, max: 1e300, noNaN: true }),
    fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  );

export function sample<T>(arbitrary: fc.Arbitrary<T>, runs: number, salt: string): T[] {
  // Each target gets its own stream from the one seed: adding a route does not shift the others.
  let hash = FUZZ_SEED;
  for (const char of salt) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return fc.sample(arbitrary, { seed: hash, numRuns: runs });
}

// ---------------------------------------------------------------- JSON text that JSON.stringify cannot write

/** JSON text; lone surrogates are written as \ud800 escapes, which the server decodes back to lone surrogates. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

const DEEP = 10_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;

// ---------------------------------------------------------------- OpenAPI-derived near-valid bodies

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
};

export interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], depth + 1);
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => resolve(doc, part, depth + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return resolve(doc, alternatives.find((a) => a.type !== 'null') ?? alternatives[0], depth + 1);
  return schema;
}

/** Plausible values by field name, for the refinements a JSON Schema does not carry (lib/…/schema.ts). */
const SAMPLES: Array<[RegExp, string]> = [
  [/^articleNumber$/i, 'FUZZ-1'],
  [/email/i, 'fuzz@example.com'],
  [/url$|website|link/i, 'https://example.com/fuzz.jpg'],
  [/phone|tel/i, '+47 22 00 00 00'],
  [/postal|zip/i, '0150'],
  [/password/i, 'Fuzz-passord-2025'],
];

/**
 * A value with the schema's required fields only, each as valid as a plain reading allows
 * (enums, formats, patterns via fast-check, plausible values by name), so that a body refused
 * for one poisoned field is refused because of that field.
 */
function fill(doc: OpenApiDocument, raw: JsonSchema | undefined, name = '', depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    if (depth > 6) return {};
    const required = new Set(schema.required ?? []);
    // A record (z.record): one entry keyed like an id.
    if (!schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      return { '1': fill(doc, schema.additionalProperties, name, depth + 1) };
    }
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([key]) => required.has(key))
        .map(([key, value]) => [key, fill(doc, value, key, depth + 1)]),
    );
  }
  if (type === 'array') return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => fill(doc, schema.items, name, depth + 1));
  if (type === 'integer' || type === 'number') return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  if (type === 'boolean') return false;
  const byName = SAMPLES.find(([pattern]) => pattern.test(name))?.[1];
  if (byName) return byName;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.pattern) {
    try {
      return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: FUZZ_SEED, numRuns: 1 })[0];
    } catch {
      return 'Fuzz';
    }
  }
  return 'Fuzz tekst'.padEnd(schema.minLength ?? 0, 'x');
}

type Path = Array<string | number>;

/** The paths of the string leaves of a value (the fields a poison can go into). */
function stringPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

function withValue(value: unknown, at: Path, replace: (old: string) => string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1];
  node[last] = replace(String(node[last]));
  return copy;
}

/** The JSON request schema of an operation, resolved. */
export function requestSchema(doc: OpenApiDocument | undefined, path: string, method: string): JsonSchema | undefined {
  const schema = doc?.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
  return doc && schema ? resolve(doc, schema) : undefined;
}

/** Whether the operation takes a multipart body. */
export function takesMultipart(doc: OpenApiDocument | undefined, path: string, method: string): boolean {
  return Boolean(doc?.paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['multipart/form-data']);
}

/** Every property name in the description's request bodies (the generated objects' known keys). */
export function knownFields(doc: OpenApiDocument | undefined): string[] {
  const names = new Set<string>([
    'id',
    'name',
    'email',
    'password',
    'title',
    'message',
    'description',
    'kind',
    'articleNumber',
    'productId',
    'courseId',
    'moduleId',
    'answers',
  ]);
  const visit = (schema: JsonSchema | undefined, depth: number) => {
    if (!schema || !doc || depth > 6) return;
    const resolved = resolve(doc, schema);
    for (const [key, value] of Object.entries(resolved.properties ?? {})) {
      names.add(key);
      visit(value, depth + 1);
    }
    if (resolved.items) visit(resolved.items, depth + 1);
  };
  for (const methods of Object.values(doc?.paths ?? {})) {
    for (const operation of Object.values(methods)) visit(operation.requestBody?.content?.['application/json']?.schema, 0);
  }
  return [...names].sort();
}

/**
 * Bodies built from the operation's schema: the required fields valid, then one string field at
 * a time with U+0000 or a lone surrogate (refused by the text rule), the first two with 1 MB
 * (over every length cap), and each required field left out. Never a valid body.
 */
export function schemaCases(doc: OpenApiDocument | undefined, schema: JsonSchema | undefined): Array<{ label: string; body: unknown }> {
  if (!doc || !schema) return [];
  const cases: Array<{ label: string; body: unknown }> = [];
  const valid = fill(doc, schema);
  const paths = stringPaths(valid).slice(0, 8);
  paths.forEach((at, i) => {
    const field = at.join('.');
    cases.push({ label: `schema body, ${field} with U+0000`, body: withValue(valid, at, (s) => `${s}\u0000`) });
    cases.push({ label: `schema body, ${field} with a lone surrogate, RTL and zero-width marks`, body: withValue(valid, at, (s) => `\u202e${s}\ud800\u200b`) });
    if (i < 2) cases.push({ label: `schema body, ${field} 1 MB`, body: withValue(valid, at, () => ONE_MB_STRING) });
  });
  if (paths.length > 0) {
    cases.push({
      label: 'schema body with U+0000 and extra fields (role, id, __proto__)',
      body: {
        ...(withValue(valid, paths[0], (s) => `${s}\u0000`) as object),
        role: 'ADMIN',
        isAdmin: true,
        id: -1,
        constructor: { prototype: { polluted: true } },
      },
    });
  }
  // A schema without required fields (an update): one field at a time, poisoned, alone.
  if (!schema.required?.length) {
    for (const [key, property] of Object.entries(schema.properties ?? {}).slice(0, 12)) {
      const value = fill(doc, { type: 'object', properties: { [key]: property }, required: [key] });
      for (const at of stringPaths(value).slice(0, 2)) {
        cases.push({ label: `schema body, only ${at.join('.')} with U+0000`, body: withValue(value, at, (s) => `${s}\u0000`) });
        cases.push({ label: `schema body, only ${at.join('.')} with a lone surrogate`, body: withValue(value, at, (s) => `${s}\udfff`) });
      }
    }
  }
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    for (const field of schema.required ?? []) {
      const rest = { ...(valid as Record<string, unknown>) };
      delete rest[field];
      cases.push({ label: `schema body without required ${field}`, body: rest });
    }
  }
  return cases;
}

// ---------------------------------------------------------------- a product's sizes

/** A size valid on its own (the lists below are refused as a whole or for one field). */
const SIZE = { articleNumber: 'FUZZ-1', sizeLabel: '500 ml', recommendedPriceNok: '149,50', gtin: '7038010009457' };
const sized = (n: number) => Array.from({ length: n }, (_, i) => ({ ...SIZE, articleNumber: `FUZZ-${i + 1}`, sizeLabel: `${i + 1} l`, gtin: null }));

/**
 * Malformed `variants` of a product (docs/product.md: Sizes), each refused by the product schema
 * (lib/admin/products/schema.ts): not a list, empty, over 20, items of the wrong type, an article
 * number or GTIN twice, a label missing among several, a bad check digit, prices and labels out of
 * range, unsafe image addresses, poisoned text, extra keys beside a poisoned field. As JSON text,
 * so a value JSON.stringify cannot write (1e999, a deep list) is sent as is.
 */
export function variantsCorpus(): Array<{ label: string; variants: string }> {
  const v = (label: string, value: unknown) => ({ label, variants: json(value) });
  return [
    v('an object', { 0: SIZE }),
    v('a string', 'FUZZ-1'),
    v('null', null),
    v('a number', 1),
    v('empty', []),
    v('21 sizes', sized(21)),
    v('[null]', [null]),
    v('[[]]', [[]]),
    v('a list of strings', ['FUZZ-1', 'FUZZ-2']),
    v('a size without an article number', [{ sizeLabel: '1 l' }]),
    v('an article number twice', [SIZE, { ...SIZE, sizeLabel: '1 l', gtin: null }]),
    v('an article number twice in other case', [
      { ...SIZE, articleNumber: 'fuzz-x' },
      { ...SIZE, articleNumber: 'FUZZ-X', sizeLabel: '1 l', gtin: null },
    ]),
    v('a GTIN twice', [SIZE, { ...SIZE, articleNumber: 'FUZZ-2', sizeLabel: '1 l' }]),
    v('a size label missing among two', [SIZE, { articleNumber: 'FUZZ-2' }]),
    v('a GTIN with a wrong check digit', [{ ...SIZE, gtin: '7038010009458' }]),
    v('a GTIN of 15 digits', [{ ...SIZE, gtin: '703801000945700' }]),
    v('a GTIN as a number', [{ ...SIZE, gtin: 7038010009457 }]),
    v('a GTIN with letters', [{ ...SIZE, gtin: '70380100094A7' }]),
    v('a price below 0', [{ ...SIZE, recommendedPriceNok: -1 }]),
    v('a price over 1,000,000', [{ ...SIZE, recommendedPriceNok: '1000000,01' }]),
    v('a price in hexadecimal', [{ ...SIZE, recommendedPriceNok: '0x10' }]),
    v('a price with three decimals', [{ ...SIZE, recommendedPriceNok: 149.999 }]),
    v('a price as an object', [{ ...SIZE, recommendedPriceNok: { toNumber: 1 } }]),
    { label: 'a price of 1e999', variants: `[{"articleNumber":"FUZZ-1","recommendedPriceNok":1e999}]` },
    v('a size label of 41 characters', [{ ...SIZE, sizeLabel: 'x'.repeat(41) }]),
    v('a size label as a list', [{ ...SIZE, sizeLabel: ['1 l'] }]),
    v('a size label with U+0000', [{ ...SIZE, sizeLabel: '1\u0000l' }]),
    v('an article number with a lone surrogate', [{ ...SIZE, articleNumber: 'FUZZ\ud8001' }]),
    v('an article number with a path', [{ ...SIZE, articleNumber: '../FUZZ' }]),
    v('an article number of 41 characters', [{ ...SIZE, articleNumber: `F${'1'.repeat(40)}` }]),
    v('an article number as a number', [{ ...SIZE, articleNumber: 1010 }]),
    v('a javascript: image', [{ ...SIZE, imageUrl: 'javascript:alert(1)' }]),
    v('an http image', [{ ...SIZE, imageUrl: 'http://example.com/x.jpg' }]),
    v('a media path out of the folder', [{ ...SIZE, imageUrl: '/media/../../etc/passwd' }]),
    v('extra keys (id, productId, position, __proto__) beside a poisoned label', [
      { ...SIZE, sizeLabel: '\udfff', id: -1, productId: 1, position: -5, constructor: { prototype: { polluted: true } } },
    ]),
    v('1 MB size label', [{ ...SIZE, sizeLabel: ONE_MB_STRING }]),
    { label: 'a 5,000-deep list', variants: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  ];
}

/** The sizes' cases as request bodies: the product's other fields valid (`base`), `variants` from the corpus. */
function variantBodies(base: Record<string, unknown>): Array<{ label: string; body: string }> {
  const rest = json(base).slice(1, -1);
  return variantsCorpus().map(({ label, variants }) => ({ label: `variants: ${label}`, body: `{${rest}${rest ? ',' : ''}"variants":${variants}}` }));
}

/** The product's fields besides its sizes, valid (the server actions' bodies). */
const PRODUCT_GROUP = { name: 'Fuzzolje', category: 'Fuzz', imageUrl: 'https://example.com/fuzz.jpg' };

// ---------------------------------------------------------------- a dealer's store links

/**
 * Malformed `stores` of a dealer account ('Min butikk', lib/admin/dealers/schema.ts), each refused
 * as a whole: not a list, items of the wrong type, ids the location form refuses, over 20, poisoned
 * text, and ids that match the pattern but name no location (the service's 400, after the account's
 * other fields were checked: an add then creates nothing either).
 */
export function storesCorpus(): Array<{ label: string; stores: string }> {
  const s = (label: string, value: unknown) => ({ label, stores: json(value) });
  return [
    s('a string', 'd001'),
    s('null', null),
    s('an object', { 0: 'd001' }),
    s('[null]', [null]),
    s('[[]]', [['d001']]),
    s('a number', [1]),
    s('an empty id', ['']),
    s('an id with a space', ['d 1']),
    s('an id with a path', ['../d001']),
    s('an id of 41 characters', [`d${'1'.repeat(40)}`]),
    s('an id with U+0000', ['d\u0000001']),
    s('an id with a lone surrogate', ['d\ud800']),
    s(
      '21 stores',
      Array.from({ length: 21 }, (_, i) => `fuzz-${i}`),
    ),
    s(
      '2,000 stores',
      Array.from({ length: 2000 }, () => 'fuzz-1'),
    ),
    s('unknown ids', ['fuzz-ukjent-1', 'fuzz-ukjent-2']),
    s('an id beside an unknown one', ['d001', 'fuzz-ukjent']),
    { label: 'a 5,000-deep list', stores: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  ];
}

/** The store cases as request bodies: the account's other fields valid (`base`), `stores` from the corpus. */
function storesBodies(base: Record<string, unknown>): Array<{ label: string; body: string }> {
  const rest = json(base).slice(1, -1);
  return storesCorpus().map(({ label, stores }) => ({ label: `stores: ${label}`, body: `{${rest}${rest ? ',' : ''}"stores":${stores}}` }));
}

/** A dealer account's fields besides its stores, valid (the server actions' bodies). */
const DEALER_ACCOUNT = { email: 'fuzz-butikk@example.com', name: 'Fuzz Butikk', company: 'Fuzz AS' };

// ---------------------------------------------------------------- route handler cases

const JSON_TYPE = { 'content-type': 'application/json' };

/** The fixed body corpus every body-taking method gets. */
function fixedBodies(): FuzzCase[] {
  const c = (label: string, headers: Record<string, string>, body: string | Buffer): FuzzCase => ({ label, method: '', path: '', headers, body });
  return [
    c('malformed JSON', JSON_TYPE, '{"name": "x", '),
    c('malformed JSON: single quotes', JSON_TYPE, "{'name': 'x'}"),
    c('JSON: 10,000-deep array', JSON_TYPE, deepArray),
    c('JSON: 10,000-deep object', JSON_TYPE, deepObject),
    c('JSON: 1 MB string', JSON_TYPE, json(ONE_MB_STRING)),
    c('JSON: null', JSON_TYPE, 'null'),
    c('JSON: number', JSON_TYPE, '-1'),
    c('JSON: array of objects', JSON_TYPE, '[{"id":-1}]'),
    c('empty body, JSON type', JSON_TYPE, ''),
    c('JSON with U+0000 escape and lone surrogate escapes', JSON_TYPE, '{"name":"\\u0000","email":"\\ud800@x","message":"\\udfff"}'),
    c('JSON with raw invalid UTF-8', JSON_TYPE, Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc0, 0xff, 0xed, 0xa0, 0x80, 0x22, 0x7d])),
    c('JSON object as text/plain', { 'content-type': 'text/plain' }, '{"name":"\\u0000"}'),
    c('JSON object without content type', {}, '{"name":"\\u0000"}'),
    c('XML body', { 'content-type': 'application/xml' }, '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    c('form body with malformed percent-encoding', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=%&email=%zz&message=%c0%ff'),
    c('content type with broken charset', { 'content-type': 'application/json; charset=utf-77' }, '{"name":1}'),
    c('multipart without boundary', { 'content-type': 'multipart/form-data' }, '--x\r\n\r\n'),
    c(
      'multipart with malformed body',
      { 'content-type': 'multipart/form-data; boundary=zz' },
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="%00.png"\r\n\r\nabc',
    ),
  ];
}

/** A multipart body (Node's own encoder) with the given parts. */
export async function multipart(parts: Array<[string, string | Blob, string?]>): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  const request = new Request('http://fuzz.invalid/', { method: 'POST', body: form });
  return { headers: { 'content-type': request.headers.get('content-type') ?? '' }, body: Buffer.from(await request.arrayBuffer()) };
}

/**
 * A zip with one part that unpacks to `size` zero bytes (a 'zip bomb' named .xlsx): the product
 * import unpacks an .xlsx under a cap before reading it (lib/admin/products/bulk/xlsx.ts).
 */
function zipBomb(size: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const packed = deflateRawSync(Buffer.alloc(size));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + packed.length, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

/**
 * Multipart cases: a truncated PNG with poisoned text fields, a product file (CSV) that would
 * create a product, sent with a forged preview token, an .xlsx that unpacks to 80 MB, and
 * (oversized) a 25 MB file.
 */
export async function fileCases(prefix = ''): Promise<FuzzCase[]> {
  const png = new Blob([new Uint8Array(await truncatedPng())], { type: 'image/png' });
  // The image is undecodable and every free text field holds U+0000: refused whichever field a handler reads.
  const textFields = ['id', 'productId', 'articleNumber', 'kind', 'title', 'description', 'name'];
  const plain: Record<string, string> = { id: '1', productId: '1', articleNumber: 'FUZZ-1' };
  const truncated = await multipart([
    ...textFields.map((name): [string, string] => [`${prefix}${name}`, plain[name] ?? `Fuzz\u0000${name}`]),
    ...['file', 'image', 'document'].map((name): [string, Blob, string] => [`${prefix}${name}`, png, 'bilde\u202e.png']),
  ]);
  // Valid kind and title, U+0000 in the description only (a document's free text).
  const description = await multipart([
    [`${prefix}kind`, 'PRICE_LIST'],
    [`${prefix}title`, 'Fuzz'],
    [`${prefix}description`, 'Fuzz\u0000beskrivelse'],
    [`${prefix}articleNumber`, 'FUZZ-1'],
    [`${prefix}file`, png, 'bilde.png'],
  ]);
  const big = new Blob([new Uint8Array(25 * MB)], { type: 'application/pdf' });
  const oversized = await multipart([
    [`${prefix}title`, 'Fuzz\u0000'],
    [`${prefix}kind`, 'Fuzz\u0000'],
    [`${prefix}file`, big, 'stor.pdf'],
  ]);
  // The product import's own file: a valid new product, a token no preview gave (nothing may be written).
  const productFile = await multipart([
    [
      `${prefix}file`,
      new Blob(['Artikkelnummer;Produktnavn;Kategori;Bilde-URL\r\nFUZZ-9;Fuzz;Fuzz;https://fuzz.example/x.jpg\r\n'], { type: 'text/csv' }),
      'produkter.csv',
    ],
    [`${prefix}token`, 'a'.repeat(32)],
  ]);
  const bomb = await multipart([[`${prefix}file`, new Blob([new Uint8Array(zipBomb(80 * MB))]), 'produkter.xlsx']]);
  return [
    { label: 'multipart: truncated PNG, text fields with U+0000', method: '', path: '', ...truncated },
    { label: 'multipart: a product file with a forged token', method: '', path: '', ...productFile },
    { label: 'multipart: an .xlsx that unpacks to 80 MB', method: '', path: '', ...bomb },
    { label: 'multipart: truncated PNG, description with U+0000', method: '', path: '', ...description },
    { label: 'multipart: 25 MB file', method: '', path: '', ...oversized, oversized: true },
  ];
}

export interface RouteTarget {
  method: string;
  /** URL segments, dynamic ones as written ([id], [...key]). */
  segments: string[];
  /** The OpenAPI path: /api/products/{id}. */
  path: string;
}

/** Words a catch-all segment is also tried with (next-auth's actions, media folders). */
const PATH_WORDS = [
  'signin',
  'signout',
  'session',
  'csrf',
  'providers',
  'callback/credentials',
  'signin/credentials',
  '_log',
  'error',
  'products/x.jpg',
  'documents/%ff',
];
const QUERY_NAMES = [
  'q',
  'category',
  'page',
  'pageSize',
  'id',
  'ids',
  'lat',
  'lng',
  'radius',
  'postnummer',
  'product',
  'produkt',
  'kategori',
  'callbackUrl',
  'placeId',
  'input',
  'sort',
  'limit',
  'courseId',
];

/** Fills the path's dynamic segments with one bad value each (catch-alls also with path words). */
function pathWith(segments: string[], value: (name: string, catchAll: boolean) => string): string {
  return `/${segments
    .map((segment) => {
      const match = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
      return match ? value(match[2], Boolean(match[1])) : segment;
    })
    .join('/')}`;
}

const queryString = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_NAMES), fc.oneof(badIdText, poisonedString.map(encodeLoose))), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

/** Every case for one route handler method. */
export async function routeCases(target: RouteTarget, doc: OpenApiDocument | undefined): Promise<FuzzCase[]> {
  const dynamic = target.segments.some((s) => s.startsWith('['));
  const salt = `${target.method} ${target.path}`;
  const ids = dynamic ? sample(badIdText, FUZZ_RUNS + 6, `${salt} ids`) : [];
  const catchAll = target.segments.some((s) => s.startsWith('[...') || s.startsWith('[[...'));
  const pathValues = catchAll ? [...PATH_WORDS, ...ids.map((id, i) => (i % 2 ? `${id}/${id}` : id))] : ids;
  // A path of the route with bad ids (cycling through the generated values), or the fixed path.
  let next = 0;
  const routePath = () => (dynamic ? pathWith(target.segments, () => pathValues[next++ % pathValues.length]) : pathWith(target.segments, () => ''));

  const cases: FuzzCase[] = [];
  const method = target.method;
  // Paths and queries (every method).
  for (const value of pathValues) cases.push({ label: `path ${value.slice(0, 40)}`, method, path: pathWith(target.segments, () => value) });
  for (const query of sample(queryString, FUZZ_RUNS, `${salt} query`))
    cases.push({ label: `query ${query.slice(0, 60)}`, method, path: `${routePath()}?${query}` });
  cases.push({ label: 'query with malformed percent-encoding', method, path: `${routePath()}?q=%&category=%c0&page=%ff&callbackUrl=%E0%A4%A` });
  // 8 kB: longer request lines are refused by Node's HTTP parser (431) before the app sees them.
  cases.push({ label: 'query with an 8 kB value', method, path: `${routePath()}?q=${'a'.repeat(8_000)}` });
  cases.push({
    label: 'query callbackUrl to another site',
    method,
    path: `${routePath()}?callbackUrl=${encodeURIComponent('http://127.0.0.1:3000.evil.example/')}`,
  });
  if (method === 'GET' || method === 'HEAD') return cases;

  // Bodies.
  const fields = knownFields(doc);
  for (const fixed of fixedBodies()) cases.push({ ...fixed, method, path: routePath() });
  for (const body of sample(badJson(fields), FUZZ_RUNS, `${salt} body`)) {
    cases.push({ label: `generated JSON ${json(body).slice(0, 60)}`, method, path: routePath(), headers: JSON_TYPE, body: json(body) });
  }
  for (const schemaCase of schemaCases(doc, requestSchema(doc, target.path, method))) {
    cases.push({ label: schemaCase.label, method, path: routePath(), headers: JSON_TYPE, body: json(schemaCase.body) });
    // On an existing record too (id 1), so the body reaches the update: it is refused for the poison alone.
    // Not the sign-in fields: were one accepted, the demo account the suite signs in with would change.
    if (dynamic && !/without required|password|email/i.test(schemaCase.label)) {
      cases.push({
        label: `${schemaCase.label}, record 1`,
        method,
        path: pathWith(target.segments, () => '1'),
        headers: JSON_TYPE,
        body: json(schemaCase.body),
      });
    }
  }
  // A product's sizes: every malformed list, on a bad id and (an update) on record 1, whose main size it never keeps.
  const bodySchema = requestSchema(doc, target.path, method);
  if (bodySchema?.properties?.variants) {
    const valid = fill(doc!, bodySchema) as Record<string, unknown>;
    delete valid.variants;
    for (const { label, body } of variantBodies(valid)) {
      cases.push({ label, method, path: routePath(), headers: JSON_TYPE, body });
      if (dynamic) cases.push({ label: `${label}, record 1`, method, path: pathWith(target.segments, () => '1'), headers: JSON_TYPE, body });
    }
    if (dynamic) {
      cases.push({
        label: 'variants without the main size, record 1',
        method,
        path: pathWith(target.segments, () => '1'),
        headers: JSON_TYPE,
        body: json({ variants: [{ articleNumber: 'FUZZ-UTEN-HOVED' }] }),
      });
    }
  }
  // A dealer account's store links: every malformed list, on a bad id and (an edit) on record 1.
  if (bodySchema?.properties?.stores) {
    const valid = fill(doc!, bodySchema) as Record<string, unknown>;
    delete valid.stores;
    for (const { label, body } of storesBodies(valid)) {
      cases.push({ label, method, path: routePath(), headers: JSON_TYPE, body });
      if (dynamic) cases.push({ label: `${label}, record 1`, method, path: pathWith(target.segments, () => '1'), headers: JSON_TYPE, body });
    }
  }
  const multipartRoute = takesMultipart(doc, target.path, method);
  for (const file of await fileCases()) {
    if (file.oversized && !multipartRoute) continue;
    cases.push({ ...file, method, path: routePath() });
    // An upload route also gets the truncated image on an existing record (id 1): the image is what is refused.
    if (multipartRoute && dynamic && !file.oversized) {
      cases.push({ ...file, label: `${file.label}, record 1`, method, path: pathWith(target.segments, () => '1') });
    }
  }
  return cases;
}

// ---------------------------------------------------------------- server action cases

export interface ActionTarget {
  id: string;
  /** 'lib/admin/products/actions.ts#addProductAction'. */
  name: string;
  /** A page path the action is bound to (the React client posts to the current page). */
  page: string;
}

/** React's reply encoding escapes strings that start with '$'. */
function replyValue(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('$') ? `$${value}` : value;
  if (Array.isArray(value)) return value.map(replyValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replyValue(v)]));
  return value;
}

/** Every case for one server action, posted as the React client does (Next-Action header, text/plain JSON or multipart). */
export async function actionCases(target: ActionTarget, doc: OpenApiDocument | undefined, origin: string): Promise<FuzzCase[]> {
  const headers = (extra: Record<string, string>) => ({ 'next-action': target.id, origin, accept: 'text/x-component', ...extra });
  const TEXT = { 'content-type': 'text/plain;charset=UTF-8' };
  const base = { method: 'POST', path: target.page };
  const cases: FuzzCase[] = [];
  const fields = knownFields(doc);
  const argumentLists = sample(fc.array(badArgument(fields), { maxLength: 3 }), FUZZ_RUNS + 4, `action ${target.name}`);
  for (const args of argumentLists) {
    cases.push({ ...base, label: `arguments ${json(args).slice(0, 60)}`, headers: headers(TEXT), body: json(replyValue(args)) });
  }
  // Schema-shaped first arguments (the union of the described bodies' fields, poisoned), with and without a bad id before them.
  const shaped = Object.fromEntries(fields.map((field) => [field, `Fuzz\u0000${field}`]));
  cases.push({ ...base, label: 'arguments [object of every known field with U+0000]', headers: headers(TEXT), body: json([shaped]) });
  cases.push({
    ...base,
    label: 'arguments [-1, object of every known field with a lone surrogate]',
    headers: headers(TEXT),
    body: json([-1, Object.fromEntries(fields.map((f) => [f, `\ud800${f}`]))]),
  });
  cases.push({
    ...base,
    label: 'arguments [2^53, object of 1 MB strings]',
    headers: headers(TEXT),
    body: json([2 ** 53, Object.fromEntries(fields.slice(0, 4).map((f) => [f, ONE_MB_STRING]))]),
  });
  // The product actions: every malformed list of sizes as the product's (add) or record 1's and a bad id's (update).
  const productAction = /#(add|update)ProductAction$/.exec(target.name)?.[1];
  if (productAction) {
    for (const { label, body } of variantBodies(PRODUCT_GROUP)) {
      if (productAction === 'add') cases.push({ ...base, label: `arguments [${label}]`, headers: headers(TEXT), body: `[${body}]` });
      else {
        cases.push({ ...base, label: `arguments [1, ${label}]`, headers: headers(TEXT), body: `[1,${body}]` });
        cases.push({ ...base, label: `arguments [-1, ${label}]`, headers: headers(TEXT), body: `[-1,${body}]` });
      }
    }
    if (productAction === 'update') {
      cases.push({
        ...base,
        label: 'arguments [1, variants without the main size]',
        headers: headers(TEXT),
        body: json([1, { variants: [{ articleNumber: 'FUZZ-UTEN-HOVED' }] }]),
      });
    }
  }
  // The dealer account actions: every malformed list of stores, as a new account's (add) or record 1's and a bad id's (edit).
  const dealerAction = /#(add|update)DealerAction$/.exec(target.name)?.[1];
  if (dealerAction) {
    for (const { label, body } of storesBodies(dealerAction === 'add' ? DEALER_ACCOUNT : {})) {
      if (dealerAction === 'add') cases.push({ ...base, label: `arguments [${label}]`, headers: headers(TEXT), body: `[${body}]` });
      else {
        cases.push({ ...base, label: `arguments [1, ${label}]`, headers: headers(TEXT), body: `[1,${body}]` });
        cases.push({ ...base, label: `arguments [-1, ${label}]`, headers: headers(TEXT), body: `[-1,${body}]` });
      }
    }
  }
  // Malformed bodies.
  cases.push({ ...base, label: 'malformed reply JSON', headers: headers(TEXT), body: '["$K1", ' });
  cases.push({ ...base, label: 'reply: 10,000-deep array', headers: headers(TEXT), body: `[${deepArray}]` });
  cases.push({ ...base, label: 'reply: unknown references', headers: headers(TEXT), body: json(['$K99', '$@7', '$Q', '$T', '$D%', '$n1e999', '$B9']) });
  cases.push({ ...base, label: 'reply: not an array', headers: headers(TEXT), body: '{"0":1}' });
  cases.push({
    ...base,
    label: 'reply with raw invalid UTF-8',
    headers: headers(TEXT),
    body: Buffer.from([0x5b, 0x22, 0xc0, 0xff, 0xed, 0xa0, 0x80, 0x22, 0x5d]),
  });
  cases.push({ ...base, label: 'reply as application/json', headers: headers({ 'content-type': 'application/json' }), body: '[-1]' });
  cases.push({ ...base, label: 'reply without content type', headers: headers({}), body: '[-1]' });
  cases.push({
    ...base,
    label: 'form-urlencoded with malformed percent-encoding',
    headers: headers({ 'content-type': 'application/x-www-form-urlencoded' }),
    body: '%=%&a=%c0',
  });
  cases.push({ ...base, label: 'multipart without boundary', headers: headers({ 'content-type': 'multipart/form-data' }), body: '--x\r\n' });
  // FormData arguments (file uploads): root "0" references the form "$K1", its entries are "_1_<name>" (encode.ts).
  for (const file of await fileCases(ACTION_FORM_PREFIX)) {
    const body = actionFormReply(file.headers?.['content-type'] ?? '', file.body as Buffer);
    cases.push({ ...base, label: `FormData argument, ${file.label}`, headers: headers(file.headers ?? {}), body, oversized: file.oversized });
  }
  // The same-origin guard: a cross-site and a null origin.
  cases.push({ ...base, label: 'cross-site Origin https://evil.example', headers: { ...headers(TEXT), origin: 'https://evil.example' }, body: '[-1]' });
  cases.push({ ...base, label: 'Origin null', headers: { ...headers(TEXT), origin: 'null' }, body: '[-1]' });
  return cases;
}

/** An unknown action id on the same page (one per page). */
export function unknownActionCase(page: string, origin: string): FuzzCase {
  return {
    label: 'unknown action id',
    method: 'POST',
    path: page,
    headers: { 'next-action': 'f'.repeat(42), origin, 'content-type': 'text/plain;charset=UTF-8' },
    body: '[]',
  };
}
