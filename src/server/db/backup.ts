import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { tarEntries, tarOf } from './backup-tar';

/** Where backups are kept, inside the data directory; never part of a backup itself. */
export const BACKUPS_DIR = 'backups';
/** What lives in the data directory but is not the database: left out of every backup. */
const NOT_THE_DATABASE = new Set([BACKUPS_DIR, 'kasitrade.lock']);

const topLevel = (name: string) => name.split('/')[0] ?? '';

export class BackupError extends Error {}

/**
 * A backup from PGlite's own dump of its data directory (an uncompressed tar, taken while no
 * query runs): the database alone, gzipped.
 */
export async function backupOf(dump: Uint8Array): Promise<Buffer> {
  const entries = tarEntries(dump).filter((entry) => !NOT_THE_DATABASE.has(topLevel(entry.name)));
  return promisify(gzip)(tarOf(entries));
}

/** Writes the backup beside its final name, then renames it, so no half file is ever kept. */
export function writeBackupFile(file: string, backup: Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, backup);
  renameSync(partial, file);
}

const notABackup = (file: string) =>
  new BackupError(`${path.basename(file)} is not a KasiTrade backup (a database archive).`);

/** The tar inside a backup file (gzipped or not), checked to hold a PostgreSQL data directory. */
export async function readBackup(file: string): Promise<Uint8Array> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const raw = readFileSync(file);
  let tar: Uint8Array;
  try {
    tar = raw[0] === 0x1f && raw[1] === 0x8b ? await promisify(gunzip)(raw) : raw;
    if (!tarEntries(tar).some((entry) => entry.name === 'PG_VERSION')) throw new Error();
  } catch {
    throw notABackup(file);
  }
  return tar;
}

/** What a staged backup holds, read before anything is replaced. */
export interface StagedBackup {
  dir: string;
  shops: number;
  sales: number;
  /** When the database in the file last wrote (the newest file in the archive). */
  takenAt: Date;
}

/** The newest modification time in a tar (its headers' mtime field, octal seconds). */
function newestEntry(tar: Uint8Array): Date | null {
  let newest = 0;
  for (const { bytes } of tarEntries(tar)) {
    const field = new TextDecoder().decode(bytes.subarray(136, 148)).replace(/\0.*$/, '').trim();
    const seconds = parseInt(field || '0', 8);
    if (Number.isFinite(seconds) && seconds > newest) newest = seconds;
  }
  return newest > 0 ? new Date(newest * 1000) : null;
}

/**
 * Opens a backup's database (`tar`, as readBackup read it from `file`) in `staging`, a new
 * directory, and reads from it, so a broken or foreign file is refused before anything
 * changes. `migrate` (when given) brings the staged schema up to date, so the swap that
 * follows only moves files.
 */
export async function stageBackup(
  file: string,
  tar: Uint8Array,
  staging: string,
  migrate?: (dir: string) => Promise<void>,
): Promise<StagedBackup> {
  const staged = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(tar)]) });
  const counts = await staged
    .query<{ shops: number; sales: number }>(
      `select (select count(*)::int from users where role = 'merchant') as shops,
              (select count(*)::int from pos_sales) as sales`,
    )
    .then((result) => result.rows[0]!)
    .catch(() => {
      throw new BackupError(`${path.basename(file)} does not hold a KasiTrade database.`);
    })
    .finally(() => staged.close());
  await migrate?.(staging);
  return { dir: staging, ...counts, takenAt: newestEntry(tar) ?? statSync(file).mtime };
}

/** A backup of the database in dataDir, beside the others, before a restore replaces it. */
export function beforeRestoreFile(dataDir: string, now: Date) {
  return path.join(dataDir, BACKUPS_DIR, `kasitrade-before-restore-${stamp(now)}.tar.gz`);
}

/** Replaces the database files in dataDir (not its backups or lock) with the staged ones. */
export function swapInStaged(staging: string, dataDir: string) {
  for (const name of readdirSync(dataDir)) {
    if (!NOT_THE_DATABASE.has(name)) rmSync(path.join(dataDir, name), { recursive: true });
  }
  for (const name of readdirSync(staging)) {
    if (!NOT_THE_DATABASE.has(name)) renameSync(path.join(staging, name), path.join(dataDir, name));
  }
}

export const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** A staging directory for a restore, inside the backups folder (never listed). */
export const stagingDir = (dataDir: string, now: Date) =>
  path.join(dataDir, BACKUPS_DIR, `.restoring-${stamp(now)}`);

/**
 * Replaces the database in dataDir with the backup's. Only with the server stopped: the data
 * directory's lock is taken first, so a running server makes this refuse. The backup is opened
 * in a staging directory first (a broken file changes nothing); the current database is then
 * backed up beside the daily backups, and only then replaced. Backups stay where they are.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  now = new Date(),
): Promise<{ previous: string | null }> {
  const tar = await readBackup(file);
  mkdirSync(path.join(dataDir, BACKUPS_DIR), { recursive: true });
  const release = acquireDataDirLock(dataDir);
  const staging = stagingDir(dataDir, now);
  try {
    await stageBackup(file, tar, staging);
    let previous: string | null = null;
    if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const current = await PGlite.create(dataDir);
      try {
        const dump = new Uint8Array(await (await current.dumpDataDir('none')).arrayBuffer());
        previous = beforeRestoreFile(dataDir, now);
        writeBackupFile(previous, await backupOf(dump));
      } finally {
        await current.close();
      }
    }
    swapInStaged(staging, dataDir);
    return { previous };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await release();
  }
}
