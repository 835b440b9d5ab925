import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { HOUR_MS, johannesburgDate } from '@shared/time/johannesburg';
import { backupOf, BACKUPS_DIR, writeBackupFile } from '../db/backup';
import { DAILY_BACKUP } from './backup-files';

/** Daily backups kept: the newest 14, so a laptop that was off for a month keeps its last ones. */
export const DAILY_BACKUPS_KEPT = 14;
/**
 * The first look waits this long after start: taking the dump holds the embedded database, so a
 * server (re)started at opening time serves its first requests, and its start-up load, first.
 */
export const FIRST_LOOK_MS = 10 * 60_000;

export interface DailyBackupOptions {
  /** The database's dump (Database.dumpData). */
  dump: () => Promise<Uint8Array>;
  dataDir: string;
  clock: () => Date;
  log: (line: string) => void;
}

/**
 * One backup a Johannesburg day in DATA_DIR/backups (kasitrade-YYYY-MM-DD.tar.gz), made the
 * first time the server looks on a day it has none (ten minutes after start, then every hour), and the
 * oldest removed past DAILY_BACKUPS_KEPT. Only daily files are counted and removed: a copy
 * made before a restore, or by hand, stays until someone deletes it.
 */
export function createDailyBackups({ dump, dataDir, clock, log }: DailyBackupOptions) {
  const dir = path.join(dataDir, BACKUPS_DIR);

  function prune() {
    if (!existsSync(dir)) return;
    const daily = readdirSync(dir)
      .filter((name) => DAILY_BACKUP.test(name))
      .sort();
    for (const name of daily.slice(0, Math.max(daily.length - DAILY_BACKUPS_KEPT, 0))) {
      rmSync(path.join(dir, name), { force: true });
    }
  }

  /** Makes today's backup unless it exists; answers its path, or null when there was one. */
  async function backupIfDue(): Promise<string | null> {
    const file = path.join(dir, `kasitrade-${johannesburgDate(clock())}.tar.gz`);
    if (existsSync(file)) return null;
    writeBackupFile(file, await backupOf(await dump()));
    prune();
    return file;
  }

  /** Looks after `firstMs`, then every hour; the timers never keep the process alive. Answers a stop. */
  function start(everyMs = HOUR_MS, firstMs = FIRST_LOOK_MS): () => void {
    const run = () =>
      backupIfDue().then(
        (file) => file && log(`Daily backup written: ${file}`),
        (error: unknown) => log(`Daily backup failed: ${String(error)}`),
      );
    let timer: NodeJS.Timeout = setTimeout(() => {
      void run();
      timer = setInterval(() => void run(), everyMs);
      timer.unref();
    }, firstMs);
    timer.unref();
    return () => clearTimeout(timer);
  }

  return { backupIfDue, start, dir };
}
