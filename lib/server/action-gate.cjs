'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by node --require */
/**
 * Server-action bodies at the HTTP server's edge (issue 25; docs/operations.md, 'HTTP server
 * edge'). Next.js reads a POST's whole body (up to proxyClientMaxBodySize, 21 MB) before the
 * proxy's answer counts, and only then finds out whether the action exists; 24 parallel anonymous
 * 20 MB posts took the server from 250 MB to 1 GB. This gate runs in the server's 'request' event,
 * before Next.js, from the headers alone, and answers without reading a byte of the body:
 *
 * - 404 when the `Next-Action` id is not in the build's server-action manifest
 *   (.next/server/server-reference-manifest.json, read once; not checked without a build, `next dev`);
 * - 411 without a Content-Length (a browser always sends one with an action);
 * - 413 when Content-Length is over the caller's cap: ANONYMOUS_CAP_BYTES without a valid
 *   administrator session cookie (signature and expiry checked here, the role in the token; the
 *   action checks the session against the database itself), ADMIN_CAP_BYTES for an
 *   administrator, UPLOAD_CAP_BYTES for an administrator calling one of UPLOAD_ACTIONS;
 * - 429 with Retry-After when MAX_LARGE_BODIES bodies over ANONYMOUS_CAP_BYTES are being received
 *   already (ACTION_LARGE_BODIES_MAX overrides it).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** What an anonymous caller may send: every server action is an administrator's (lib/admin). */
const ANONYMOUS_CAP_BYTES = 64 * 1024;
/** An administrator's action without a file (the largest JSON cap of an operation is 512 kB). */
const ADMIN_CAP_BYTES = 1024 * 1024;
/** next.config.mjs serverActions.bodySizeLimit ('21mb', lib/security/server-actions.ts). */
const UPLOAD_CAP_BYTES = 21 * 1024 * 1024;
/** Large bodies received at once (ACTION_LARGE_BODIES_MAX). */
const MAX_LARGE_BODIES = 3;
const RETRY_AFTER_SECONDS = 5;

/** The actions that take a file (source file and export, as the manifest names them; a test checks they exist). */
const UPLOAD_ACTIONS = [
  ['lib/admin/documents/actions.ts', 'uploadDocumentAction'],
  ['lib/admin/products/actions.ts', 'uploadProductImageAction'],
  ['lib/admin/products/actions.ts', 'previewProductImportAction'],
  ['lib/admin/products/actions.ts', 'importProductsAction'],
  ['lib/admin/courses/actions.ts', 'uploadCourseMediaAction'],
  ['lib/admin/locations/actions.ts', 'importLocationsAction'],
  ['lib/admin/retailers/actions.ts', 'createRetailerAction'],
  ['lib/admin/retailers/actions.ts', 'updateRetailerAction'],
];

/** HTTP_MESSAGES (lib/http/messages.ts; a unit test keeps them equal). */
const MESSAGES = {
  notFound: 'Ikke funnet',
  lengthRequired: 'Forespørselen må oppgi lengden sin (Content-Length)',
  bodyTooLarge: 'Forespørselen er for stor',
  busy: 'Serveren tar imot mange opplastinger akkurat nå. Prøv igjen om litt.',
};

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/** Whether the manifest entry names an upload action; an entry without names counts as one. */
function isUploadEntry(entry) {
  const file = typeof entry.filename === 'string' ? entry.filename.replace(/\\/g, '/') : null;
  if (!file || typeof entry.exportedName !== 'string') return true;
  return UPLOAD_ACTIONS.some(([source, name]) => entry.exportedName === name && (file === source || file.endsWith(`/${source}`)));
}

/** The action ids of a parsed manifest: Map id → { upload }. */
function actionsOfManifest(manifest) {
  const actions = new Map();
  for (const runtime of ['node', 'edge']) {
    for (const [id, entry] of Object.entries((manifest && manifest[runtime]) || {})) {
      actions.set(id, { upload: isUploadEntry(entry || {}) });
    }
  }
  return actions;
}

let loaded;

/** The build's actions, read once; null when there is no build to read (every id passes). */
function knownActions() {
  if (loaded !== undefined) return loaded;
  const file = process.env.SERVER_ACTION_MANIFEST || path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json');
  try {
    loaded = process.env.NODE_ENV === 'development' ? null : actionsOfManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    loaded = null;
  }
  return loaded;
}

/** For tests: use this manifest (or read the file again when undefined). */
function setManifestForTests(manifest) {
  loaded = manifest === undefined ? undefined : manifest === null ? null : actionsOfManifest(manifest);
}

function cookieValue(header, names) {
  if (!header) return undefined;
  for (const part of String(header).split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && names.includes(part.slice(0, eq).trim())) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const keys = new Map();

/** next-auth v4's encryption key: HKDF-SHA256 of the secret (lib/auth/token.ts uses next-auth's own decode). */
function encryptionKey(secret) {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, '', 'NextAuth.js Generated Encryption Key', 32));
    keys.set(secret, key);
  }
  return key;
}

/**
 * The claims of a session token (next-auth's JWE: dir + A256GCM), or null when it is not one
 * this secret sealed or it has expired. The same check as decodeSession, without a package.
 */
function sessionClaims(token, secret, now = Date.now()) {
  if (!token || !secret) return null;
  const parts = token.split('.');
  if (parts.length !== 5 || parts[1] !== '') return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    if (header.alg !== 'dir' || header.enc !== 'A256GCM') return null;
    // A full 16-byte tag only: Node.js would otherwise accept a tag cut to 4 bytes (easier to forge).
    const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey(secret), Buffer.from(parts[2], 'base64url'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(parts[0], 'ascii'));
    decipher.setAuthTag(Buffer.from(parts[4], 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(parts[3], 'base64url')), decipher.final()]);
    const claims = JSON.parse(plain.toString('utf8'));
    if (typeof claims.exp === 'number' && claims.exp * 1000 < now - 15_000) return null;
    return claims;
  } catch {
    return null;
  }
}

/** Whether the request carries a valid administrator's session cookie. */
function signedInAdmin(headers, env = process.env) {
  const secret = (env.NEXTAUTH_SECRET || '').trim() || (env.AUTH_SECRET || '').trim();
  const claims = sessionClaims(cookieValue(headers.cookie, SESSION_COOKIES), secret);
  return Boolean(claims && claims.role === 'admin');
}

let largeInFlight = 0;

function maxLargeBodies(env = process.env) {
  const value = Number(env.ACTION_LARGE_BODIES_MAX);
  return Number.isInteger(value) && value > 0 ? value : MAX_LARGE_BODIES;
}

/**
 * What the gate decides from the request's method and headers: null to pass it on, else the
 * refusal `{ status, error, headers? }`, or `{ large: true }` for a large body it lets through
 * (counted until its response ends). Pure apart from the manifest and the counter it reads.
 */
function decide(method, headers, env = process.env) {
  if (method !== 'POST' || headers['next-action'] === undefined) return null;
  const actions = knownActions();
  const id = String(headers['next-action']).trim();
  const action = actions ? actions.get(id) : { upload: true };
  if (!action) return { status: 404, error: MESSAGES.notFound };
  const raw = headers['content-length'];
  if (raw === undefined) return { status: 411, error: MESSAGES.lengthRequired };
  const length = Number(raw);
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, error: MESSAGES.bodyTooLarge };
  if (length <= ANONYMOUS_CAP_BYTES) return null;
  const admin = signedInAdmin(headers, env);
  const cap = !admin ? ANONYMOUS_CAP_BYTES : action.upload ? UPLOAD_CAP_BYTES : ADMIN_CAP_BYTES;
  if (length > cap) return { status: 413, error: MESSAGES.bodyTooLarge };
  if (largeInFlight >= maxLargeBodies(env)) return { status: 429, error: MESSAGES.busy, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
  return { large: true };
}

/** The gate in the server's request event: true when it answered the request itself. */
function actionGate(req, res, refuse) {
  const decision = decide(req.method, req.headers);
  if (!decision) return false;
  if (decision.large) {
    largeInFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      largeInFlight--;
    };
    res.once('close', release);
    res.once('finish', release);
    return false;
  }
  refuse(res, decision.status, decision.error, decision.headers);
  return true;
}

function largeBodiesInFlight() {
  return largeInFlight;
}

module.exports = {
  ADMIN_CAP_BYTES,
  ANONYMOUS_CAP_BYTES,
  MAX_LARGE_BODIES,
  MESSAGES,
  UPLOAD_ACTIONS,
  UPLOAD_CAP_BYTES,
  actionGate,
  actionsOfManifest,
  decide,
  largeBodiesInFlight,
  sessionClaims,
  setManifestForTests,
  signedInAdmin,
};
