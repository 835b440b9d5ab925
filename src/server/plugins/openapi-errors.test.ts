import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The OpenAPI document states every error a route can answer, and what makes a value invalid. */
let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
});
afterAll(() => t.close());

interface Operation {
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Schema {
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  description?: string;
  pattern?: string;
  maximum?: number;
}

const op = (method: string, path: string) => paths[path]![method]!;
const statuses = (method: string, path: string) => Object.keys(op(method, path).responses);
const bodyOf = (method: string, path: string) =>
  op(method, path).requestBody!.content['application/json']!.schema;

describe('the OpenAPI document', () => {
  it('declares every error status of every API route with the one error shape', () => {
    let declared = 0;
    for (const [path, methods] of Object.entries(paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const errors = Object.entries(operation.responses).filter(([s]) => Number(s) >= 400);
        expect(
          errors.map(([s]) => s),
          `${method} ${path}`,
        ).toContain('500');
        for (const [status, response] of errors) {
          declared += 1;
          const schema = response.content!['application/json']!.schema;
          expect(schema.required, `${method} ${path} ${status}`).toEqual(['error']);
          expect(schema.properties!.error!.required).toEqual(['code', 'message']);
          expect(response.description).toMatch(/^[A-Z_]+: /);
        }
      }
    }
    expect(declared).toBeGreaterThan(100);
  });

  it('derives the statuses from what the route is', () => {
    expect(statuses('get', '/api/health')).toEqual(expect.arrayContaining(['200', '500', '503']));
    expect(statuses('get', '/api/health')).not.toContain('429');
    expect(statuses('get', '/api/products/{id}')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '429', '500']),
    );
    expect(statuses('get', '/api/auth/me')).toContain('401');
    expect(statuses('get', '/api/auth/me')).not.toContain('403');
    expect(statuses('post', '/api/products')).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '413']),
    );
    expect(statuses('post', '/api/pos-sales')).toContain('422');
    expect(statuses('post', '/api/auth/admin/login')).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '429']),
    );
  });

  it('says what makes a valid-looking money amount, phone or quantity invalid', () => {
    const price = bodyOf('post', '/api/products').properties!.price!;
    expect(price.description).toContain('from 0.00 to 100000.00');
    expect(price.anyOf!.find((o) => o.pattern)?.pattern).toBe(
      '^\\s*-?\\d{1,10}(\\.\\d{1,2})?\\s*$',
    );
    expect(price.anyOf!.find((o) => o.maximum)?.maximum).toBe(100_000);
    const line = bodyOf('post', '/api/pos-sales').properties!.items!.items!.properties!.subtotal!;
    expect(line.description).toContain('to 1000000.00');
    expect(bodyOf('post', '/api/auth/resend-code').properties!.phone!.description).toContain(
      '071 234 5678',
    );
    expect(
      bodyOf('post', '/api/products/{id}/stock-adjustments').properties!.quantity!.description,
    ).toContain('not 0');
  });
});
