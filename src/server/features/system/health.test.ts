import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '@server/env';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('names the database it runs on (pglite by default, postgres with a database URL) and no replica', async () => {
    const health = await call(t.app, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      status: 'ok',
      db: testDatabaseUrl() ? 'postgres' : 'pglite',
      replica: 'none',
    });
  });
});
