import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '@server/env';
import { call } from '@server/test/test-app';
import { appFixture } from '@server/test/file-fixtures';

const t = appFixture();

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
