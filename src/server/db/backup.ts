import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
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

/** The tar inside a backup file (gzipped or not), checked to hold a PostgreSQL data directory. */
async function readBackup(file: string): Promise<Uint8Array> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const raw = readFileSync(file);
  let tar: Uint8Array;
  try {
    tar = raw[0] === 0x1f && raw[1] === 0x8b ? await promisify(gunzip)(raw) : raw;
    if (!tarEntries(tar).some((entry) => entry.name === 'PG_VERSION')) throw new Error();
  } catch {
    throw new BackupError(`${file} is not a KasiTrade backup (a database archive).`);
  }
  return tar;
}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

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
  const backups = path.join(dataDir, BACKUPS_DIR);
  const staging = path.join(backups, `.restoring-${stamp(now)}`);
  try {
    const staged = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(tar)]) });
    try {
      await staged.query('select count(*) from users');
    } catch {
      throw new BackupError(`${file} does not hold a KasiTrade database.`);
    } finally {
      await staged.close();
    }
    let previous: string | null = null;
    if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const current = await PGlite.create(dataDir);
      try {
        const dump = new Uint8Array(await (await current.dumpDataDir('none')).arrayBuffer());
        previous = path.join(backups, `kasitrade-before-restore-${stamp(now)}.tar.gz`);
        writeBackupFile(previous, await backupOf(dump));
      } finally {
        await current.close();
      }
    }
    for (const name of readdirSync(dataDir)) {
      if (!NOT_THE_DATABASE.has(name)) rmSync(path.join(dataDir, name), { recursive: true });
    }
    for (const name of readdirSync(staging)) {
      if (!NOT_THE_DATABASE.has(name))
        renameSync(path.join(staging, name), path.join(dataDir, name));
    }
    return { previous };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await release();
  }
}
