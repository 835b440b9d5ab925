import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { nulPath } from './contract-validation';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/**
 * A body nested thousands of levels deep once answered 500 without signing in, with a
 * 10,000-frame stack in the log per request: it is now refused by its text, before parsing.
 */
let t: TestApp;
let logged = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => (logged += String(chunk)));
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(() => t.close());

const nested = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('the depth of a JSON body', () => {
  it('is counted from the text; brackets inside strings do not count', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a": "${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a": "\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a": {"b": [{"c": 1}]}}`, 3)).toBe(true);
  });

  it('refuses a deep body on the admin sign-in with 400, logging no stack', async () => {
    for (const depth of [1_000, 5_000, 100_000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"username": ${nested(depth)}, "password": "x"}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION',
        message: `The request body nests more than ${MAX_JSON_DEPTH} levels deep`,
        details: { issues: [{ field: 'body' }] },
      });
    }
    expect(logged).not.toMatch(/RangeError|Maximum call stack|"level":50/);
  });

  it('lets a body within the depth through to its contract', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username": ${nested(10)}, "password": "x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues[0].field).toBe('username');
  });
});

describe('the NUL-character walk', () => {
  it('walks any depth without recursion, and reports the first NUL in document order', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulPath(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
    expect(nulPath({ a: ['ok', { b: 'x\u0000' }], c: '\u0000' })).toBe('a.1.b');
    expect(nulPath({ ok: 1, ['k\u0000']: 'fine' })).toBe('k\\u0000');
    expect(nulPath({ a: [1, null, true, 'clean'] })).toBeNull();
  });
});
