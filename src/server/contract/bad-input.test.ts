import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { checkEveryAnswer, type AnswerCheck } from '../test/answer-check';
import { signInStaff } from '../test/auth-helpers';
import { allowedTypes, badBodies, badPathParam } from '../test/bad-bodies';
import {
  exampleOf,
  fieldPaths,
  fillPath,
  isMoney,
  isWholeNumber,
  listOperations,
  withField,
  type Operation,
} from '../test/openapi';
import { rowCounts } from '../test/row-counts';
import { MAX_JSON_DEPTH, tooDeep } from '../plugins/json-depth';
import { IDEMPOTENCY_KEY_MESSAGE } from '@shared/common/fields';

/**
 * Walks every documented route and sends malformed input. Writes must be refused with a 4xx in
 * the error shape and leave every table as it was; nothing may answer 5xx; and every status
 * seen must be one the OpenAPI document declares for the route.
 */
let t: TestApp;
let answers: AnswerCheck;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  // Hundreds of requests from one address: the global rate limit has its own test.
  t = await createTestApp({ GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000' });
  answers = checkEveryAnswer(t.app);
  token = (await signInStaff(t, 'super_admin')).token;
  // Signing out takes no input to get wrong, and would end this suite's session.
  const signOuts = ['/api/auth/logout', '/api/auth/logout-everywhere'];
  operations = listOperations(t.app).filter(
    (op) =>
      !op.path.startsWith('/api/dev/') && op.path !== '/api/health' && !signOuts.includes(op.path),
  );
});
afterAll(() => t.close());

function expectErrorShape(op: Operation, status: number, body: unknown, label: string) {
  expect(status, label).toBeLessThan(500);
  expect(
    op.responses,
    `${label} answered ${status}, which the document does not declare`,
  ).toContain(status);
  if (status >= 400) {
    expect(body, label).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  }
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** Text JavaScript's Number() reads as a number, that no integer field may take. */
const NOT_PLAIN_DIGITS = ['0x10', 'NaN', '1e3', ' 5', '5.0', 'Infinity', '12abc', '-0x1'];
const isGuarded = (op: Operation) =>
  !op.path.startsWith('/api/auth/') || op.path === '/api/auth/me';
const label = (op: Operation) => `${op.method} ${op.path}`;

/** Sends a request that must be refused with 400 VALIDATION, declared, changing nothing. */
async function expectRefused(op: Operation, url: string, body: unknown, what: string) {
  const before = await rowCounts(t.deps.db);
  const response = await call(t.app, op.method, url, { token, body });
  expectErrorShape(op, response.status, response.body, `${label(op)} ${what}`);
  expect(response.status, `${label(op)} ${what}`).toBe(400);
  expect(response.body.error.code).toBe('VALIDATION');
  expect(await rowCounts(t.deps.db)).toEqual(before);
}

describe('bad input on every documented route', () => {
  it('covers the documented routes', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it('refuses malformed JSON on every write route with 400 and writes nothing', async () => {
    const before = await rowCounts(t.deps.db);
    for (const op of operations.filter((o) => o.method !== 'GET' && o.method !== 'DELETE')) {
      const url = fillPath(op.path, () => SOME_ID);
      const response = await t.app.inject({
        method: op.method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expect(response.statusCode, label(op)).toBe(400);
      expect(op.responses, label(op)).toContain(400);
      expect(response.json().error.code, label(op)).toBe('VALIDATION');
    }
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('refuses JSON nested 10, 1,000 and 100,000 deep on every write route, signed in or not', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const writes = operations.filter((o) => o.method !== 'GET' && o.method !== 'DELETE');
    const adminLogin = writes.find((o) => o.path === '/api/auth/admin/login')!;
    const sends = [...writes.map((op) => ({ op, token })), { op: adminLogin, token: undefined }];
    const before = await rowCounts(t.deps.db);
    for (const { op, token: bearer } of sends) {
      const field = Object.keys(op.body?.properties ?? {})[0] ?? 'value';
      for (const depth of [10, 1_000, 100_000]) {
        const what = `${label(op)} nested ${depth}${bearer ? '' : ' signed out'}`;
        const response = await t.app.inject({
          method: op.method,
          url: fillPath(op.path, () => SOME_ID),
          headers: {
            'content-type': 'application/json',
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
          payload: `{"${field}": ${nested(depth)}}`,
        });
        expectErrorShape(op, response.statusCode, response.json(), what);
        if (depth > MAX_JSON_DEPTH) {
          expect(response.statusCode, what).toBe(400);
          expect(response.json().error.message, what).toBe(tooDeep().message);
        }
      }
    }
    expect(await rowCounts(t.deps.db)).toEqual(before);
  }, 180_000);

  it('refuses generated bad bodies and bad path ids with a 4xx and no change', async () => {
    for (const op of operations) {
      const body = op.body ? badBodies(op.body) : fc.constant(undefined);
      const pathParam = op.pathParams.length > 0 ? badPathParam : fc.constant('');
      await fc.assert(
        fc.asyncProperty(body, pathParam, async (payload, param) => {
          const before = await rowCounts(t.deps.db);
          const url = fillPath(op.path, () => param);
          const response = await call(t.app, op.method, url, { token, body: payload });
          expectErrorShape(op, response.status, response.body, `${label(op)} ${url}`);
          if (op.method !== 'GET') {
            expect(
              response.status,
              `${label(op)} ${JSON.stringify(payload)?.slice(0, 200)}`,
            ).toBeGreaterThanOrEqual(400);
            expect(await rowCounts(t.deps.db)).toEqual(before);
          }
        }),
        { numRuns: op.method === 'GET' ? 10 : 25 },
      );
    }
  }, 180_000);

  it('refuses a NUL character in every string field, query parameter and path parameter', async () => {
    for (const op of operations) {
      const example = op.body ? exampleOf(op.body) : undefined;
      const url = fillPath(op.path, () => SOME_ID);
      const strings = fieldPaths(op.body, (f) => allowedTypes(f).includes('string'));
      for (const path of strings) {
        await expectRefused(op, url, withField(example, path, 'Tha\u0000ndi'), path.join('.'));
      }
      for (const name of Object.keys(op.query ?? {})) {
        await expectRefused(op, `${url}?${name}=1%00`, example, `?${name}`);
      }
      if (op.pathParams.length > 0) {
        await expectRefused(
          op,
          fillPath(op.path, () => `${SOME_ID}\u0000`),
          example,
          'path',
        );
      }
    }
  }, 180_000);

  it('refuses money past its range in every money field, nested ones too', async () => {
    let fields = 0;
    for (const op of operations) {
      const example = op.body ? exampleOf(op.body) : undefined;
      const url = fillPath(op.path, () => SOME_ID);
      for (const path of fieldPaths(op.body, isMoney)) {
        fields += 1;
        for (const amount of ['99999999999.99', 1e12, '1000000000.00', '100000000.01', -1e12]) {
          await expectRefused(
            op,
            url,
            withField(example, path, amount),
            `${path.join('.')}=${amount}`,
          );
        }
      }
    }
    expect(fields).toBeGreaterThan(5);
  }, 180_000);

  it('refuses every integer field given anything but plain decimal digits, naming it', async () => {
    const fields: string[] = [];
    const refusedNaming = async (op: Operation, url: string, body: unknown, field: string) => {
      const response = await call(t.app, op.method, url, { token, body });
      expect(response.body.error?.details?.issues?.[0]?.field, `${label(op)} ${url}`).toBe(field);
    };
    for (const op of operations) {
      const example = op.body ? exampleOf(op.body) : undefined;
      const url = fillPath(op.path, (name) => String(exampleOf(op.pathSchemas[name], name)));
      for (const path of fieldPaths(op.body, isWholeNumber)) {
        fields.push(`${label(op)} ${path.join('.')}`);
        for (const bad of NOT_PLAIN_DIGITS) {
          const body = withField(example, path, bad);
          await expectRefused(op, url, body, `${path.join('.')}=${JSON.stringify(bad)}`);
          await refusedNaming(op, url, body, path.join('.'));
        }
      }
      for (const [name, schema] of Object.entries(op.query ?? {})) {
        if (!isWholeNumber(schema)) continue;
        fields.push(`${label(op)} ?${name}`);
        for (const bad of NOT_PLAIN_DIGITS) {
          const query = `${url}?${name}=${encodeURIComponent(bad)}`;
          await expectRefused(op, query, example, `?${name}=${JSON.stringify(bad)}`);
          await refusedNaming(op, query, example, name);
        }
      }
    }
    // The product's stock and threshold (create and edit) and every list's page and pageSize.
    expect(fields.length).toBeGreaterThan(20);
  }, 180_000);

  it('declares the Idempotency-Key header on every write that reads it', async () => {
    const declared = operations.filter((op) => op.headers.includes('idempotency-key'));
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const response = await call(
        t.app,
        op.method,
        fillPath(op.path, () => SOME_ID),
        {
          token,
          body: op.body ? exampleOf(op.body) : undefined,
          headers: { 'idempotency-key': 'not a key' },
        },
      );
      const reads = response.body.error?.message === IDEMPOTENCY_KEY_MESSAGE;
      expect(reads, `${label(op)} reads Idempotency-Key`).toBe(declared.includes(op));
    }
    expect(declared.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 401 in the error shape to every guarded route without a token', async () => {
    for (const op of operations.filter(isGuarded)) {
      const url = fillPath(op.path, () => SOME_ID);
      const response = await call(t.app, op.method, url, {
        body: op.body ? exampleOf(op.body) : undefined,
      });
      expect(response.status, label(op)).toBe(401);
      expect(op.responses, label(op)).toContain(401);
      expect(response.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('accepts the bearer scheme in lower case on every guarded route', async () => {
    for (const op of operations.filter(isGuarded)) {
      const response = await call(
        t.app,
        op.method,
        fillPath(op.path, () => SOME_ID),
        {
          body: op.body ? exampleOf(op.body) : undefined,
          headers: { authorization: `bearer ${token}` },
        },
      );
      expectErrorShape(op, response.status, response.body, `${label(op)} lower-case bearer`);
      expect(response.status, label(op)).not.toBe(401);
    }
  });
});

describe('the OpenAPI document', () => {
  it('declares the schema of every answer this suite received', () => {
    expect(answers.checked()).toBeGreaterThan(10);
  });
});
