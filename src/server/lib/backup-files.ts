import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  BACKUP_NAME_PATTERN,
  type BackupFile,
  type BackupKind,
} from '@shared/backups/backups.schemas';
import { BACKUPS_DIR, stamp } from '../db/backup';

/**
 * The files in DATA_DIR/backups and their names: the daily ones (daily-backups.ts), one made
 * with Back up now, the copy kept before a restore, and an uploaded one. Only names of this
 * shape are listed or read; anything else in the folder (a staging directory, a partial
 * file) is never offered.
 */
export const DAILY_BACKUP = /^kasitrade-(\d{4}-\d{2}-\d{2})\.tar\.gz$/;
const KINDS: [RegExp, BackupKind][] = [
  [DAILY_BACKUP, 'daily'],
  [/^kasitrade-before-restore-/, 'before-restore'],
  [/^kasitrade-upload-/, 'uploaded'],
];
/** Uploaded files kept: a new upload replaces older ones past this count. */
const UPLOADS_KEPT = 3;

export const backupsDirOf = (dataDir: string) => path.join(dataDir, BACKUPS_DIR);

const kindOf = (name: string): BackupKind =>
  KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'manual';

/** The backups in the folder, newest first. */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && BACKUP_NAME_PATTERN.test(entry.name))
    .map((entry) => {
      const stats = statSync(path.join(dir, entry.name));
      return {
        name: entry.name,
        kind: kindOf(entry.name),
        sizeBytes: stats.size,
        createdAt: stats.mtime.toISOString(),
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** The path of a listed backup, or null: the name must be one the listing holds. */
export function listedBackupPath(dir: string, name: string): string | null {
  if (!BACKUP_NAME_PATTERN.test(name)) return null;
  return listBackups(dir).some((file) => file.name === name) ? path.join(dir, name) : null;
}

/** A new file name in the folder, for Back up now or an upload. */
export const manualBackupName = (now: Date) => `kasitrade-manual-${stamp(now)}.tar.gz`;
export const uploadedBackupName = (now: Date) => `kasitrade-upload-${stamp(now)}.tar.gz`;

/** Removes the oldest uploaded files past UPLOADS_KEPT. */
export function pruneUploads(dir: string) {
  const uploads = listBackups(dir).filter((file) => file.kind === 'uploaded');
  for (const file of uploads.slice(UPLOADS_KEPT))
    rmSync(path.join(dir, file.name), { force: true });
}
