import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '@shared/backups/backups.schemas';
import { openDatabase } from '@server/db/client';
import { posSales, products } from '@server/db/schema/index';
import { signInStaff, signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { multipartFile } from '@server/test/multipart';
import { call, createTestApp, type TestApp } from '@server/test/test-app';
import { ringUp } from '@server/test/trading';

/**
 * Backups in the app, on the embedded database on disk: Back up now, the list, a download, an
 * upload, and a restore into the running server that brings back exactly the backup's sales.
 */
let dataDir: string;
let t: TestApp;
let operator: string;
let shop: Awaited<ReturnType<typeof signUpMerchant>>;
let bread: { id: string; price: string };

const salesNow = () =>
  t.deps.db.select({ id: posSales.id }).from(posSales).orderBy(asc(posSales.saleNumber));
const stockNow = () =>
  t.deps.db.select({ id: products.id, stock: products.stock }).from(products).orderBy(products.id);
const backupsDir = () => path.join(dataDir, 'backups');
const restoreBody = (name: string, password = 'staffpass1') => ({
  name,
  password,
  confirm: 'RESTORE',
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-backups-'));
  t = await createTestApp({}, { database: await openDatabase({ dataDir }) });
  operator = (await signInStaff(t, 'super_admin', 'operator')).token;
  shop = await signUpMerchant(t);
  bread = await insertProduct(t.deps.db, shop.user.id, { name: 'Bread', stock: 40 });
  for (let i = 1; i <= 3; i++) await ringUp(t, shop.token, [[bread, i]]);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('backups in the app (embedded database)', () => {
  let backupName: string;
  let salesAtBackup: { id: string }[];
  let stockAtBackup: { id: string; stock: number }[];

  it('backs up now, lists the file, and downloads exactly its bytes', async () => {
    expect((await call(t.app, 'GET', '/api/admin/backups', { token: operator })).body).toEqual({
      available: true,
      reason: null,
      running: false,
      files: [],
    });
    salesAtBackup = await salesNow();
    stockAtBackup = await stockNow();
    const made = await call(t.app, 'POST', '/api/admin/backups', { token: operator });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      kind: 'manual',
      name: expect.stringMatching(/^kasitrade-manual-/),
    });
    backupName = made.body.name;
    const list = await call(t.app, 'GET', '/api/admin/backups', { token: operator });
    expect(list.body.files).toEqual([made.body]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${backupName}`,
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.rawPayload.equals(readFileSync(path.join(backupsDir(), backupName)))).toBe(true);
    expect(file.rawPayload.length).toBe(made.body.sizeBytes);
  }, 60_000);

  it('makes one at a time (409) and at most one a minute (429)', async () => {
    const again = await call(t.app, 'POST', '/api/admin/backups', { token: operator });
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    t.advance(61_000);
    const both = await Promise.all([
      call(t.app, 'POST', '/api/admin/backups', { token: operator }),
      call(t.app, 'POST', '/api/admin/backups', { token: operator }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.message).toBe(BACKUP_MESSAGES.running);
  }, 60_000);

  it('answers no one but the operator, and only names from the listing', async () => {
    const admin = (await signInStaff(t, 'admin')).token;
    for (const token of [shop.token, admin]) {
      expect((await call(t.app, 'GET', '/api/admin/backups', { token })).status).toBe(403);
      expect((await call(t.app, 'POST', '/api/admin/backups', { token })).status).toBe(403);
      const restore = await call(t.app, 'POST', '/api/admin/backups/restore', {
        token,
        body: restoreBody(backupName),
      });
      expect(restore.status).toBe(403);
    }
    for (const name of ['..%2Fkasitrade.lock', '..%2F..%2Fetc%2Fpasswd', 'kasitrade-none.tar.gz']) {
      const answer = await call(t.app, 'GET', `/api/admin/backups/${name}`, { token: operator });
      expect([400, 404], name).toContain(answer.status);
    }
  });

  it('keeps an uploaded backup, and refuses a corrupt one (422) changing nothing', async () => {
    const before = readdirSync(backupsDir()).sort();
    const corrupt = multipartFile(
      'file',
      Buffer.from('not a backup at all'),
      'x.tar.gz',
      'application/gzip',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backups/uploads',
      headers: { ...corrupt.headers, authorization: `Bearer ${operator}` },
      payload: corrupt.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(BACKUP_MESSAGES.notABackup);
    expect(readdirSync(backupsDir()).sort()).toEqual(before);

    const good = multipartFile(
      'file',
      readFileSync(path.join(backupsDir(), backupName)),
      'shop.tar.gz',
      'application/gzip',
    );
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backups/uploads',
      headers: { ...good.headers, authorization: `Bearer ${operator}` },
      payload: good.payload,
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ kind: 'uploaded' });
  }, 60_000);

  it('refuses a wrong password (403) or a missing RESTORE (400), changing nothing', async () => {
    const wrong = await call(t.app, 'POST', '/api/admin/backups/restore', {
      token: operator,
      body: restoreBody(backupName, 'not-my-password'),
    });
    expect(wrong.status).toBe(403);
    const noWord = await call(t.app, 'POST', '/api/admin/backups/restore', {
      token: operator,
      body: { ...restoreBody(backupName), confirm: 'restore' },
    });
    expect(noWord.status).toBe(400);
    // A listed file that is no database: refused before anything is replaced or kept.
    writeFileSync(path.join(backupsDir(), 'kasitrade-manual-broken.tar.gz'), 'garbage');
    const before = readdirSync(backupsDir()).sort();
    const broken = await call(t.app, 'POST', '/api/admin/backups/restore', {
      token: operator,
      body: restoreBody('kasitrade-manual-broken.tar.gz'),
    });
    expect(broken.status).toBe(422);
    expect(broken.body.error.message).toBe(BACKUP_MESSAGES.notABackup);
    expect(readdirSync(backupsDir()).sort()).toEqual(before);
    expect(await salesNow()).toHaveLength(3);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: shop.token })).status).toBe(200);
  });

  it('restores a backup made before more sales: exactly its sales and stock, everyone signed out', async () => {
    await ringUp(t, shop.token, [[bread, 2]]);
    await ringUp(t, shop.token, [[bread, 1]]);
    expect(await salesNow()).toHaveLength(5);
    const statuses: number[] = [];
    let done = false;
    const restoring = call(t.app, 'POST', '/api/admin/backups/restore', {
      token: operator,
      body: restoreBody(backupName),
    }).finally(() => (done = true));
    // Calls made while it runs are held back with 503 and Retry-After, never half-served.
    while (!done) {
      const answer = await call(t.app, 'GET', '/api/auth/me', { token: shop.token });
      statuses.push(answer.status);
      if (answer.status === 503) expect(answer.headers['retry-after']).toBe('30');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const restored = await restoring;
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      restored: { name: backupName, shops: 1, sales: 3 },
      previous: expect.stringMatching(/^kasitrade-before-restore-/),
      message: BACKUP_MESSAGES.signInAgain,
    });
    expect(statuses).toContain(503);
    expect(await salesNow()).toEqual(salesAtBackup);
    expect(await stockNow()).toEqual(stockAtBackup);
    expect(stockAtBackup[0]!.stock).toBe(34);
    // Every session ended, the operator's too; the restored accounts sign in again.
    expect((await call(t.app, 'GET', '/api/auth/me', { token: shop.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/backups', { token: operator })).status).toBe(401);
    const again = await call(t.app, 'POST', '/api/auth/admin/login', {
      body: { username: 'operator', password: 'staffpass1' },
    });
    expect(again.status).toBe(200);
    const list = await call(t.app, 'GET', '/api/admin/backups', { token: again.body.token });
    expect(list.body.files.map((f: { kind: string }) => f.kind)).toContain('before-restore');
  }, 120_000);
});
