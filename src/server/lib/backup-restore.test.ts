import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';
import { signUpMerchant } from '@server/test/auth-helpers';
import { insertProduct } from '@server/test/fixtures';
import { ringUp } from '@server/test/trading';
import { tarEntries } from '@server/db/backup-tar';
import {
  backupOf,
  BackupError,
  BACKUPS_DIR,
  restoreBackup,
  writeBackupFile,
} from '@server/db/backup';
import { openDatabase, type Db } from '@server/db/client';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { posSales, products } from '@server/db/schema/index';

/**
 * The embedded database's backup, on real data directories: a shop trades, the backup is
 * taken while the server runs, and restored into a fresh directory it has every sale.
 */
let root: string;
let backupFile: string;
let soldSales: { id: string; total: string }[];

const salesOf = (db: Db) =>
  db
    .select({ id: posSales.id, total: posSales.totalAmount, number: posSales.saleNumber })
    .from(posSales)
    .orderBy(asc(posSales.saleNumber));
const stockOf = (db: Db) =>
  db.select({ id: products.id, stock: products.stock }).from(products).orderBy(asc(products.id));

let salesBefore: Awaited<ReturnType<typeof salesOf>>;
let stockBefore: Awaited<ReturnType<typeof stockOf>>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kasitrade-backup-'));
  const dataDir = path.join(root, 'shop');
  const t: TestApp = await createTestApp({}, { database: await openDatabase({ dataDir }) });
  try {
    const shop = await signUpMerchant(t);
    const bread = await insertProduct(t.deps.db, shop.user.id, { name: 'Bread', stock: 40 });
    const milk = await insertProduct(t.deps.db, shop.user.id, { name: 'Milk', stock: 25 });
    soldSales = [];
    for (let i = 1; i <= 6; i++)
      soldSales.push(
        await ringUp(t, shop.token, [
          [bread, i],
          [milk, 1],
        ]),
      );
    salesBefore = await salesOf(t.deps.db);
    stockBefore = await stockOf(t.deps.db);
    backupFile = path.join(root, 'shop-backup.tar.gz');
    writeBackupFile(backupFile, await backupOf(await t.deps.database.dumpData!()));
  } finally {
    await t.close();
  }
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded backup and restore', () => {
  it('restores into a fresh data directory with every sale and the same stock', async () => {
    const fresh = path.join(root, 'fresh');
    expect(await restoreBackup(backupFile, fresh)).toEqual({ previous: null });
    const restored = await openDatabase({ dataDir: fresh });
    try {
      expect(salesBefore).toHaveLength(6);
      expect(await salesOf(restored.db)).toEqual(salesBefore);
      expect((await salesOf(restored.db)).map((s) => s.id).sort()).toEqual(
        soldSales.map((s) => s.id).sort(),
      );
      expect(await stockOf(restored.db)).toEqual(stockBefore);
      expect(stockBefore.map((p) => p.stock).sort((x, y) => x - y)).toEqual([19, 19]);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('restores over a database only with the server stopped, keeping the data it replaces', async () => {
    // The directory the test above restored into: a database with this shop's sales.
    const dir = path.join(root, 'fresh');
    const running = await openDatabase({ dataDir: dir });
    try {
      await expect(restoreBackup(backupFile, dir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await running.close();
    }
    writeFileSync(path.join(dir, BACKUPS_DIR, 'kasitrade-2026-01-01.tar.gz'), 'kept');
    const { previous } = await restoreBackup(backupFile, dir);
    expect(previous).toMatch(/backups\/kasitrade-before-restore-.*\.tar\.gz$/);
    expect(readdirSync(path.join(dir, BACKUPS_DIR)).sort()).toEqual([
      'kasitrade-2026-01-01.tar.gz',
      path.basename(previous!),
    ]);
    // The kept copy is a backup of the database it replaced, without the backups folder.
    const kept = tarEntries(gunzipSync(readFileSync(previous!))).map((entry) => entry.name);
    expect(kept).toContain('PG_VERSION');
    expect(kept.filter((name) => name.startsWith(BACKUPS_DIR))).toEqual([]);
    const restored = await openDatabase({ dataDir: dir });
    try {
      expect(await salesOf(restored.db)).toEqual(salesBefore);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a file that is not a backup, changing nothing', async () => {
    const dir = path.join(root, 'kept');
    const bogus = path.join(root, 'notes.txt');
    writeFileSync(bogus, 'not a database');
    await expect(restoreBackup(bogus, dir)).rejects.toBeInstanceOf(BackupError);
    await expect(restoreBackup(path.join(root, 'missing.tar.gz'), dir)).rejects.toThrow(
      'No backup file',
    );
    expect(readdirSync(root)).not.toContain('kept');
  });
});
