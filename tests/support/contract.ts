/**
 * The contract check (docs/architecture.md, OpenAPI): a route handler's real answer against the
 * committed description, docs/openapi.json. The status must be one the operation documents, the
 * media type one its content lists, and a JSON body must match the schema (JSON Schema 2020-12, as
 * OpenAPI 3.1 writes it, `$ref`s into components resolved) — validated with ajv.
 *
 * The integration tests do not call this by hand: tests/support/integration-setup.ts wraps every
 * route module the document describes with `withContract`, so every answer a test obtains from a
 * handler is checked, and an answer that drifts from the document fails that test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { HTTP_METHODS, ROOT } from './route-files';

export const CONTRACT_FILE = 'docs/openapi.json';

interface MediaObject {
  schema?: object;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  responses?: Record<string, ResponseObject>;
}
export interface ContractDocument {
  paths: Record<string, Record<string, OperationObject | undefined>>;
  components?: Record<string, unknown>;
}

/** An answer that does not match the description; the message lists every difference. */
export class ContractError extends Error {
  override name = 'ContractError';
}

/** Validates answers against one OpenAPI 3.1 document (by default docs/openapi.json). */
export class Contract {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: ContractDocument) {
    // Strict: an unknown keyword is an error, except OpenAPI's own (the components travel with
    // every compiled schema so that '#/components/schemas/…' resolves).
    this.ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addVocabulary(['example', 'components', 'discriminator', 'xml', 'externalDocs']);
  }

  /** Every way `response` differs from what the document says `method pathTemplate` answers; empty when it matches. */
  async problems(response: Response, method: string, pathTemplate: string): Promise<string[]> {
    const where = `${method.toUpperCase()} ${pathTemplate}`;
    const operation = this.document.paths[pathTemplate]?.[method.toLowerCase()];
    if (!operation) return [`${where} is not described in ${CONTRACT_FILE}`];
    const responses = operation.responses ?? {};
    const status = String(response.status);
    const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!documented) return [`${where} answered ${status}, which it does not document (it documents ${Object.keys(responses).join(', ')})`];

    const mediaType = response.headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? '';
    if (!documented.content) {
      return mediaType && response.body ? [`${where} ${status}: answered a ${mediaType} body, but the document lists no content`] : [];
    }
    const key = mediaKey(Object.keys(documented.content), mediaType);
    if (key === undefined) {
      return [`${where} ${status}: answered '${mediaType || 'no content type'}', but the document lists ${Object.keys(documented.content).join(', ')}`];
    }
    const schema = documented.content[key].schema;
    if (!schema || !isJson(mediaType)) return [];

    const text = await response.clone().text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [`${where} ${status}: the body is not JSON: ${text.slice(0, 200)}`];
    }
    const validate = this.validator(`${where} ${status} ${key}`, schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${where} ${status}: ${e.instancePath || '(body)'} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
    );
  }

  /** Throws a ContractError listing the differences when `response` does not match the document. */
  async check(response: Response, method: string, pathTemplate: string): Promise<void> {
    const problems = await this.problems(response, method, pathTemplate);
    if (problems.length) {
      throw new ContractError(`The answer differs from ${CONTRACT_FILE} (change the code or lib/openapi, then npm run openapi):\n  ${problems.join('\n  ')}`);
    }
  }

  private validator(id: string, schema: object): ValidateFunction {
    let validate = this.validators.get(id);
    if (!validate) {
      validate = this.ajv.compile({ ...schema, components: this.document.components });
      this.validators.set(id, validate);
    }
    return validate;
  }
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The document's media type matching the answer's: exact, 'image/*' or '*\/*'. */
function mediaKey(documented: string[], actual: string): string | undefined {
  return (
    documented.find((type) => type === actual) ??
    documented.find((type) => type.endsWith('/*') && actual.startsWith(type.slice(0, -1))) ??
    documented.find((type) => type === '*/*')
  );
}

let shared: Contract | undefined;

/** The contract of the committed docs/openapi.json, read once per test file. */
export function contract(): Contract {
  shared ??= new Contract(JSON.parse(readFileSync(path.join(ROOT, CONTRACT_FILE), 'utf8')) as ContractDocument);
  return shared;
}

/** Fails (ContractError) unless `response` is what docs/openapi.json says `method pathTemplate` answers. */
export function expectMatchesContract(response: Response, method: string, pathTemplate: string): Promise<void> {
  return contract().check(response, method, pathTemplate);
}

/**
 * A route module whose HTTP-method exports check each answer against the contract before
 * returning it (the module's other exports unchanged).
 */
export function withContract<M extends Record<string, unknown>>(pathTemplate: string, module: M, checker: Contract = contract()): M {
  const wrapped: Record<string, unknown> = { ...module };
  for (const [name, value] of Object.entries(module)) {
    if (!HTTP_METHODS.has(name) || typeof value !== 'function') continue;
    const handler = value as (...args: unknown[]) => unknown;
    wrapped[name] = async (...args: unknown[]) => {
      const response = await handler(...args);
      if (response instanceof Response) await checker.check(response, name, pathTemplate);
      return response;
    };
  }
  if ('__esModule' in module) Object.defineProperty(wrapped, '__esModule', { value: true });
  return wrapped as M;
}
