import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { signInStaff } from '../test/auth-helpers';
import {
  exampleOf,
  fillPath,
  listOperations,
  type JsonSchema,
  type Operation,
} from '../test/openapi';
import { rowCounts } from '../test/row-counts';

/**
 * Walks every documented route and sends malformed input. Writes must be refused with a 4xx in
 * the error shape and leave every table as it was; nothing may answer 5xx.
 */
let t: TestApp;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  // Hundreds of requests from one address: the global rate limit has its own test.
  t = await createTestApp({ GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000' });
  token = (await signInStaff(t, 'super_admin')).token;
  // Signing out takes no input to get wrong, and would end this suite's session.
  const signOuts = ['/api/auth/logout', '/api/auth/logout-everywhere'];
  operations = listOperations(t.app).filter(
    (op) =>
      !op.path.startsWith('/api/dev/') && op.path !== '/api/health' && !signOuts.includes(op.path),
  );
});
afterAll(() => t.close());

const junk = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 3 }),
);
const badPathParam = fc.oneof(
  fc.constantFrom(
    'abc',
    '0',
    "1' or '1'='1",
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(300),
  ),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }),
);

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
const allowedTypes = (schema: JsonSchema | undefined): string[] => {
  if (!schema) return [];
  const nullable = schema.nullable ? ['null'] : [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...options.flatMap(allowedTypes), ...nullable];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...types.map((type) => (type === 'integer' ? 'number' : type)), ...nullable];
};

/** Bodies that break the schema: not an object, a required field missing, a field of the wrong type, too long, out of range. */
function badBodies(schema: JsonSchema): fc.Arbitrary<unknown> {
  const example = (exampleOf(schema) ?? {}) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const variants: fc.Arbitrary<unknown>[] = [
    fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(junk, { maxLength: 3 })),
  ];
  if (required.length > 0) {
    variants.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _removed, ...rest } = example;
        return { ...rest, unexpectedField: 'extra' };
      }),
    );
  }
  if (properties.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...properties), junk)
        .filter(
          ([[, prop], value]) =>
            !allowedTypes(prop).includes(typeOf(value)) && allowedTypes(prop).length > 0,
        )
        .map(([[key], value]) => ({ ...example, [key]: value })),
    );
    const strings = properties.filter(([, prop]) => allowedTypes(prop).includes('string'));
    if (strings.length > 0) {
      variants.push(
        fc.constantFrom(...strings).map(([key]) => ({ ...example, [key]: 'x'.repeat(300_000) })),
      );
    }
    const numbers = properties.filter(
      ([, prop]) => allowedTypes(prop).includes('number') && prop.type !== undefined,
    );
    const outOfRange = numbers.flatMap(([key, prop]) => [
      ...(prop.type === 'integer' ? [{ ...example, [key]: 1.5 }] : []),
      ...(typeof prop.minimum === 'number' ? [{ ...example, [key]: prop.minimum - 1 }] : []),
      ...(typeof prop.maximum === 'number' ? [{ ...example, [key]: prop.maximum + 1 }] : []),
    ]);
    const money = properties.filter(
      ([, prop]) =>
        (prop.anyOf ?? []).some((o) => o.type === 'string') &&
        (prop.anyOf ?? []).some((o) => o.type === 'number'),
    );
    outOfRange.push(...money.map(([key]) => ({ ...example, [key]: '12.345' })));
    if (outOfRange.length > 0) variants.push(fc.constantFrom(...outOfRange));
  }
  return fc.oneof(...variants);
}

function expectErrorShape(status: number, body: unknown, label: string) {
  expect(status, label).toBeLessThan(500);
  if (status >= 400) {
    expect(body, label).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  }
}

describe('bad input on every documented route', () => {
  it('covers the documented routes', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it('refuses malformed JSON on every write route with 400 and writes nothing', async () => {
    const before = await rowCounts(t.deps.db);
    for (const op of operations.filter((o) => o.method !== 'GET' && o.method !== 'DELETE')) {
      const url = fillPath(op.path, () => '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({
        method: op.method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(response.json().error.code, `${op.method} ${op.path}`).toBe('VALIDATION');
    }
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('refuses generated bad bodies and bad path ids with a 4xx and no change', async () => {
    for (const op of operations) {
      const label = `${op.method} ${op.path}`;
      const body = op.body ? badBodies(op.body) : fc.constant(undefined);
      const pathParam = op.pathParams.length > 0 ? badPathParam : fc.constant('');
      await fc.assert(
        fc.asyncProperty(body, pathParam, async (payload, param) => {
          const before = await rowCounts(t.deps.db);
          const url = fillPath(op.path, () => param);
          const response = await call(t.app, op.method, url, { token, body: payload });
          expectErrorShape(response.status, response.body, `${label} ${url}`);
          if (op.method !== 'GET') {
            expect(
              response.status,
              `${label} ${JSON.stringify(payload)?.slice(0, 200)}`,
            ).toBeGreaterThanOrEqual(400);
            expect(await rowCounts(t.deps.db)).toEqual(before);
          }
        }),
        { numRuns: op.method === 'GET' ? 10 : 25 },
      );
    }
  }, 180_000);

  it('answers 401 in the error shape to every guarded route without a token', async () => {
    const guarded = operations.filter(
      (op) => !op.path.startsWith('/api/auth/') || op.path === '/api/auth/me',
    );
    for (const op of guarded) {
      const url = fillPath(op.path, () => '00000000-0000-4000-8000-000000000000');
      const response = await call(t.app, op.method, url, {
        body: op.body ? exampleOf(op.body) : undefined,
      });
      expect(response.status, `${op.method} ${op.path}`).toBe(401);
      expect(response.body.error.code).toBe('UNAUTHENTICATED');
    }
  });
});
