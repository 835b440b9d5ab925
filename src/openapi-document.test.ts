import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, fillPath, type AnyEndpoint } from '@client/api/endpoint';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { listOperations } from '@server/test/openapi';
import { OPENAPI_DOCUMENT_PATH } from '@server/test/openapi-document';

/**
 * The API's document is committed (docs/openapi.json, written by `npm run openapi`), so every
 * change to the API is a visible diff; and the client calls only operations it documents.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpointModules = import.meta.glob<Record<string, unknown>>('./client/**/*-endpoints.ts', {
  eager: true,
});

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

/** The client's endpoints, each as OpenAPI names it: GET /api/products/{id}. */
function clientOperations(modules: Record<string, Record<string, unknown>>) {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isEndpoint(value))
      .map(([name, value]) => {
        const endpoint = value as AnyEndpoint;
        return {
          where: `${file} ${name}`,
          operation: `${endpoint.method} ${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`,
        };
      }),
  );
}

/** The client's calls the app does not document. */
function undocumented(calls: ReturnType<typeof clientOperations>) {
  const documented = new Set(listOperations(t.app).map((op) => `${op.method} ${op.path}`));
  return calls.filter((c) => !documented.has(c.operation));
}

describe('the OpenAPI document', () => {
  it('is committed as the app builds it (run `npm run openapi` after an API change)', () => {
    const built = `${JSON.stringify(t.app.swagger(), null, 2)}\n`;
    const committed = readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8');
    expect(committed === built, `${OPENAPI_DOCUMENT_PATH} differs from the app's document`).toBe(
      true,
    );
  });

  it('has every operation a client endpoint calls', () => {
    const calls = clientOperations(endpointModules);
    expect(calls.length).toBeGreaterThan(80);
    expect(undocumented(calls)).toEqual([]);
  });

  it('catches an endpoint the document does not have (probe)', () => {
    const response = () => Promise.resolve(z.unknown());
    const probe = {
      known: defineEndpoint({ method: 'GET', path: '/api/products/:id', response }),
      wrongMethod: defineEndpoint({ method: 'DELETE', path: '/api/products/:id', response }),
      wrongParam: defineEndpoint({
        method: 'GET',
        path: '/api/wallets/:id/transactions',
        response,
      }),
      typo: defineEndpoint({ method: 'GET', path: '/api/product', response }),
    };
    const missing = undocumented(clientOperations({ probe }));
    expect(missing.map((m) => m.where)).toEqual([
      'probe wrongMethod',
      'probe wrongParam',
      'probe typo',
    ]);
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath('/api/brands/:id/promotions', { id: 'a b' })).toBe(
      '/api/brands/a%20b/promotions',
    );
    expect(() => fillPath('/api/products/:id', {})).toThrow(/:id/);
  });
});
