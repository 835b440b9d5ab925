import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, OPENAPI_DOCUMENT_PATH } from '../src/server/test/openapi-document';

/**
 * npm run openapi: writes the app's OpenAPI document to docs/openapi.json. The unit suite fails
 * while the committed copy differs from what the app builds, so every API change is a visible diff.
 */
writeFileSync(OPENAPI_DOCUMENT_PATH, await buildOpenApiDocument());
console.log(`Wrote ${OPENAPI_DOCUMENT_PATH}`);
