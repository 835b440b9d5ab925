import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BACKUP_MESSAGES,
  type BackupFile,
  type BackupList,
  type BackupsUnavailable,
} from '@shared/backups/backups.schemas';
import type { Deps } from '@server/deps';
import { backupOf, BackupError, readBackup, stamp, writeBackupFile } from '@server/db/backup';
import { AppError, conflict, notFound, rateLimited, ruleViolation } from '@server/lib/app-error';
import {
  backupsDirOf,
  listBackups,
  listedBackupPath,
  manualBackupName,
  pruneUploads,
  uploadedBackupName,
} from '@server/lib/backup-files';

/** Back up now at most this often: each dump holds the database for a second or more. */
export const BACKUP_NOW_EVERY_MS = 60_000;

/** The one backup or restore this server runs at a time (both hold the database). */
export interface BackupSlot {
  take(): void;
  release(): void;
  readonly busy: boolean;
}

export function createBackupSlot(): BackupSlot {
  let busy = false;
  return {
    take() {
      if (busy) throw conflict(BACKUP_MESSAGES.running, { reason: 'BACKUP_RUNNING' });
      busy = true;
    },
    release: () => void (busy = false),
    get busy() {
      return busy;
    },
  };
}

/** Why this server keeps no backups of its own, or null when it does (embedded, on disk). */
export function unavailableReason({ database }: Pick<Deps, 'database'>): BackupsUnavailable | null {
  if (database.kind === 'postgres') return 'postgres';
  return database.dataDir && database.reopen ? null : 'in-memory';
}

/** The embedded database's data directory, or 409 with the reason there is none. */
export function dataDirOf({ database }: Pick<Deps, 'database'>): string {
  if (unavailableReason({ database }) === null && database.dataDir) return database.dataDir;
  const message =
    database.kind === 'postgres' ? BACKUP_MESSAGES.postgres : BACKUP_MESSAGES.inMemory;
  throw conflict(message, { reason: 'BACKUPS_UNAVAILABLE' });
}

/** A file that is not a backup of this app: 422, saying nothing was changed. */
export function refuseForeign(error: unknown): never {
  if (error instanceof BackupError) throw ruleViolation('NOT_A_BACKUP', BACKUP_MESSAGES.notABackup);
  throw error;
}

const listed = (dir: string, name: string): BackupFile => {
  const file = listBackups(dir).find((entry) => entry.name === name);
  if (!file) throw notFound('Backup');
  return file;
};

/** The Backups screen's list, Back up now, downloads and uploads (restore.service.ts restores). */
export function createBackupsService(deps: Deps, slot: BackupSlot) {
  const { database, clock } = deps;
  let lastBackupAt = Number.NEGATIVE_INFINITY;

  return {
    list(): BackupList {
      const reason = unavailableReason(deps);
      return {
        available: reason === null,
        reason,
        running: slot.busy,
        files: reason || !database.dataDir ? [] : listBackups(backupsDirOf(database.dataDir)),
      };
    },

    /** A new file in the backups folder; one at a time, at most one a minute. */
    async backupNow(): Promise<BackupFile> {
      const dir = backupsDirOf(dataDirOf(deps));
      slot.take();
      try {
        const now = clock();
        const wait = lastBackupAt + BACKUP_NOW_EVERY_MS - now.getTime();
        if (wait > 0) throw rateLimited(BACKUP_MESSAGES.tooSoon, Math.ceil(wait / 1000));
        lastBackupAt = now.getTime();
        const name = manualBackupName(now);
        writeBackupFile(path.join(dir, name), await backupOf(await database.dumpData!()));
        return listed(dir, name);
      } finally {
        slot.release();
      }
    },

    /** The path of a listed file, for streaming; any other name is not found. */
    fileOf(name: string): string {
      const file = listedBackupPath(backupsDirOf(dataDirOf(deps)), name);
      if (!file) throw notFound('Backup');
      return file;
    },

    /**
     * Writes an uploaded file into the backups folder (a hidden partial name first), keeps it
     * only when it is a database archive, and lists it. The file is received only where
     * backups are kept; `truncated` says it passed the limit.
     */
    async upload(
      receive: () => Promise<{ stream: Readable; truncated: () => boolean }>,
    ): Promise<BackupFile> {
      const dir = backupsDirOf(dataDirOf(deps));
      const { stream, truncated } = await receive();
      mkdirSync(dir, { recursive: true });
      const now = clock();
      const partial = path.join(dir, `.upload-${stamp(now)}.partial`);
      try {
        await pipeline(stream, createWriteStream(partial, { flags: 'wx' }));
        if (truncated()) throw new AppError('PAYLOAD_TOO_LARGE', BACKUP_MESSAGES.tooLarge);
        await readBackup(partial).catch(refuseForeign);
        const name = uploadedBackupName(now);
        renameSync(partial, path.join(dir, name));
        pruneUploads(dir);
        return listed(dir, name);
      } finally {
        if (existsSync(partial)) rmSync(partial, { force: true });
      }
    },
  };
}
