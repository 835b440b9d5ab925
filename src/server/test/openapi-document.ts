import { createTestApp } from './test-app';

/** The app's OpenAPI document as committed in docs/openapi.json: stable key order, one newline. */
export async function buildOpenApiDocument(): Promise<string> {
  const t = await createTestApp();
  try {
    return `${JSON.stringify(t.app.swagger(), null, 2)}\n`;
  } finally {
    await t.close();
  }
}

export const OPENAPI_DOCUMENT_PATH = 'docs/openapi.json';
