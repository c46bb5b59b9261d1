/** `npm run openapi`: writes the OpenAPI description of the API (lib/openapi/document.ts) to docs/openapi.json. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentedOperations, OPENAPI_FILE, openApiDocument, openApiJson } from '../lib/openapi/document';

writeFileSync(path.resolve(__dirname, '..', OPENAPI_FILE), openApiJson());
const paths = Object.keys(openApiDocument().paths ?? {}).length;
console.log(`Wrote ${OPENAPI_FILE}: ${paths} paths, ${documentedOperations().length} operations.`);
