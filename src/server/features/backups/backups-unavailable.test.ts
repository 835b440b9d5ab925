import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '@shared/backups/backups.schemas';
import { signInStaff } from '@server/test/auth-helpers';
import { multipartFile } from '@server/test/multipart';
import { call, createTestApp, type TestApp } from '@server/test/test-app';

/**
 * On PostgreSQL (backups are pg_dump's) and on an in-memory database (nothing to keep) the
 * Backups screen says why, and every call is refused with 409 before any work.
 */
describe('backups where the server keeps none of its own', () => {
  let t2: TestApp;
  let token: string;
  beforeAll(async () => {
    t2 = await createTestApp();
    token = (await signInStaff(t2, 'super_admin')).token;
  });
  afterAll(() => t2.close());

  it('says why and answers every call 409 (PostgreSQL: pg_dump; in memory: nothing to keep)', async () => {
    const reason =
      t2.deps.database.kind === 'postgres' ? BACKUP_MESSAGES.postgres : BACKUP_MESSAGES.inMemory;
    expect((await call(t2.app, 'GET', '/api/admin/backups', { token })).body).toEqual({
      available: false,
      reason: t2.deps.database.kind === 'postgres' ? 'postgres' : 'in-memory',
      running: false,
      files: [],
    });
    const calls = [
      call(t2.app, 'POST', '/api/admin/backups', { token }),
      call(t2.app, 'GET', '/api/admin/backups/kasitrade-2026-11-27.tar.gz', { token }),
      call(t2.app, 'POST', '/api/admin/backups/restore', {
        token,
        body: { name: 'kasitrade-2026-11-27.tar.gz', password: 'staffpass1', confirm: 'RESTORE' },
      }),
    ];
    const upload = multipartFile('file', Buffer.alloc(1024), 'x.tar.gz', 'application/gzip');
    const uploaded = await t2.app.inject({
      method: 'POST',
      url: '/api/admin/backups/uploads',
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(409);
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({
        message: reason,
        details: { reason: 'BACKUPS_UNAVAILABLE' },
      });
    }
  });
});
