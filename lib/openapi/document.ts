/**
 * The OpenAPI 3.1 description of every route handler under app/api, app/feeds and app/media,
 * generated with zod-openapi from the zod schemas the handlers validate with (request bodies, query
 * parameters) and the response schemas beside the services that return them (lib/<area>/responses.ts;
 * docs/architecture.md, OpenAPI). Only response schemas are registered as components, under their
 * own names (outputIdSuffix ''); request schemas stay inline. Served at GET /api/openapi.json and
 * committed as docs/openapi.json (`npm run openapi` writes it; lib/openapi/openapi.test.ts checks
 * that it is current, valid, that every route file is described and every tag declared;
 * `npm run openapi:lint` runs Redocly's rules; the integration tests check real answers against it,
 * tests/support/contract.ts).
 *
 * A new route: describe it in the file of its area here (auth, products, dealers, contact,
 * courses, portal, system) with `operation(role, …)` from common.ts, then run `npm run openapi`.
 */
import { z } from 'zod';
import { createDocument, type ZodOpenApiObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import packageJson from '../../package.json';
import { ACCOUNT_SCHEMAS, accountPaths } from './accounts';
import { AUDIT_SCHEMAS, auditPaths } from './audit';
import { OUTBOX_SCHEMAS, outboxPaths } from './outbox';
import { AUTH_SCHEMAS, authPaths } from './auth';
import { CONTENT_SCHEMAS, contentPaths } from './content';
import { COMMON_SCHEMAS, SESSION_COOKIE, SESSION_COOKIE_SCHEME } from './common';
import { CONTACT_SCHEMAS, contactPaths } from './contact';
import { COURSE_SCHEMAS, coursePaths } from './courses';
import { DEALER_SCHEMAS, dealerPaths } from './dealers';
import { DOCUMENT_SCHEMAS, documentPaths } from './documents';
import { INSIGHT_SCHEMAS, insightPaths } from './insight';
import { PORTAL_SCHEMAS, portalPaths } from './portal';
import { PRODUCT_FACT_SCHEMAS, productFactPaths } from './product-facts';
import { PRODUCT_SCHEMAS, productPaths } from './products';
import { RETAILER_SCHEMAS, retailerPaths } from './retailers';
import { systemPaths } from './system';

const description = `The JSON API of the Norwegian website (catalogue, dealer finder, contact forms, dealer portal, course
platform, admin panel) and its product feeds. Messages in answers are Norwegian (bokmål).

Every JSON error answer is \`{ error, code }\`: \`error\` the Norwegian message for people, \`code\` a stable
machine code for programs (the \`ErrorCode\` schema lists each, e.g. \`validation_failed\`, \`not_found\`,
\`conflict\`, \`rate_limited\`, \`database_unavailable\`): branch on the code, not on the status alone or the text.
\`fieldErrors\` (field → messages) come with \`validation_failed\` and other refusals that name a field; an
unexpected failure answers 500 \`{ error, code: 'internal_error', requestId }\`. Signed-in calls use the next-auth session cookie;
each operation's security requirement names the role it needs (none: anyone).`;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An operationId from method and path, for client generators: GET /api/courses/{id}/modules → getCoursesIdModules. */
function withOperationIds(paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const words = path
        .replace(/^\/api\//, '/')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean);
      const name = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
      const operations = METHODS.filter((method) => item[method]).map((method) => [method, { operationId: `${method}${name}`, ...item[method] }]);
      return [path, { ...item, ...Object.fromEntries(operations) }];
    }),
  );
}

export function buildOpenApiDocument() {
  const spec: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: { title: 'Nordisk Pleie – nettsted API', version: packageJson.version, description },
    tags: [
      { name: 'Catalogue', description: 'Public product catalogue' },
      { name: 'Dealer finder', description: 'Dealers near a postal code or position; Google Places details' },
      { name: 'Contact', description: 'Contact message and dealer application forms' },
      { name: 'Auth', description: 'Sign-in, sign-out and the session' },
      { name: 'Dealer portal', description: 'Documents and product images for dealers' },
      { name: 'Courses', description: 'Course platform for dealers' },
      { name: 'Admin: courses', description: 'Administrators: courses, their modules, contents and questions, and the course reports' },
      { name: 'Admin: products', description: 'Administrators: products' },
      { name: 'Admin: product facts', description: "Administrators: the vocabularies of the product facts ('Passer til' uses, the CLP statement catalogue)" },
      { name: 'Admin: online shops', description: "Administrators: the online shops behind the product page's 'Kjøp på nett'" },
      { name: 'Admin: dealers', description: 'Administrators: dealer accounts' },
      { name: 'Admin: messages', description: 'Administrators: received contact messages and dealer applications' },
      { name: 'Admin: administrators', description: 'Administrators: administrator accounts (invite, deactivate, reactivate)' },
      { name: 'Admin: audit log', description: 'Administrators: sign-ins, logouts and administrator changes' },
      { name: 'Admin: e-mail outbox', description: 'Administrators: every e-mail the site sends, with its delivery status' },
      { name: 'Admin: overview', description: 'Administrators: unmet demand (postal searches with no dealer near, product searches with no result), per week' },
      { name: 'Site content', description: "The site's editable texts, figures and company identity (administrators write)" },
      { name: 'Feeds', description: 'Product feeds for merchant crawlers' },
      { name: 'Media', description: 'Stored public files: product images and course media' },
      { name: 'System', description: 'Health, session check and this description' },
    ],
    // Relative: the document describes whichever deployment serves it (GET /api/openapi.json).
    servers: [{ url: '/', description: 'The site serving this document (SITE_URL in production)' }],
    paths: withOperationIds({
      ...productPaths,
      ...productFactPaths,
      ...retailerPaths,
      ...dealerPaths,
      ...contactPaths,
      ...accountPaths,
      ...auditPaths,
      ...outboxPaths,
      ...authPaths,
      ...portalPaths,
      ...documentPaths,
      ...coursePaths,
      ...contentPaths,
      ...insightPaths,
      ...systemPaths,
    }),
    components: {
      securitySchemes: { [SESSION_COOKIE]: SESSION_COOKIE_SCHEME },
      schemas: {
        ...COMMON_SCHEMAS,
        ...AUTH_SCHEMAS,
        ...PRODUCT_SCHEMAS,
        ...PRODUCT_FACT_SCHEMAS,
        ...RETAILER_SCHEMAS,
        ...DEALER_SCHEMAS,
        ...CONTACT_SCHEMAS,
        ...ACCOUNT_SCHEMAS,
        ...AUDIT_SCHEMAS,
        ...OUTBOX_SCHEMAS,
        ...PORTAL_SCHEMAS,
        ...DOCUMENT_SCHEMAS,
        ...COURSE_SCHEMAS,
        ...CONTENT_SCHEMAS,
        ...INSIGHT_SCHEMAS,
      },
    },
  };
  return createDocument(spec, {
    outputIdSuffix: '',
    override: ({ jsonSchema, zodSchema, io }) => {
      // z.int() is bounded by the safe-integer range; saying so on every id is noise.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      // A Date in a response schema (lib/http/responses.ts timestamp) is an ISO 8601 string in JSON.
      // (Dates appear in response schemas only; a component shared by several answers is rendered once.)
      if (zodSchema._zod.def.type === 'date') {
        jsonSchema.type = 'string';
        jsonSchema.format = 'date-time';
      }
      // A text field checked in two steps (`text(…).pipe(z.email())`): zod renders the first step
      // of a request; the minimum length and format of the second apply to the request too.
      const def = zodSchema._zod.def;
      if (io === 'input' && def.type === 'pipe' && jsonSchema.type === 'string') {
        const second = z.toJSONSchema(def.out, { io: 'input', unrepresentable: 'any' });
        if (second.type === 'string') {
          jsonSchema.minLength ??= second.minLength;
          jsonSchema.format ??= second.format;
        }
      }
    },
  });
}

/** Where `npm run openapi` writes the document (relative to the repository root). */
export const OPENAPI_FILE = 'docs/openapi.json';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The document, built once per process. */
export function openApiDocument() {
  cached ??= buildOpenApiDocument();
  return cached;
}

/** Every described operation as 'METHOD /path', e.g. 'GET /api/courses/{id}'. */
export function documentedOperations(document = openApiDocument()): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The document as docs/openapi.json holds it. */
export function openApiJson(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
