import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BACKUP_MESSAGES, type Restore, type RestoreResult } from '@shared/backups/backups.schemas';
import type { Deps } from '@server/deps';
import {
  backupOf,
  beforeRestoreFile,
  readBackup,
  stageBackup,
  stagingDir,
  swapInStaged,
  writeBackupFile,
  type StagedBackup,
} from '@server/db/backup';
import { migrateDataDir } from '@server/db/client';
import { sessions, users } from '@server/db/schema/index';
import { forbidden, notFound } from '@server/lib/app-error';
import { backupsDirOf, listedBackupPath } from '@server/lib/backup-files';
import { verifyPassword } from '@server/lib/crypto';
import type { UserRow } from '@server/domain/accounts/sessions';
import type { Maintenance } from '@server/plugins/maintenance';
import { dataDirOf, refuseForeign, type BackupSlot } from './backups.service';

/**
 * Restores a listed backup into the running server (docs/decisions/0027-backup-in-the-app.md):
 * the operator's password again, the file staged and read first (a foreign file changes
 * nothing), then in maintenance (requests held back, those in flight drained) the current
 * database kept as a before-restore backup, the files swapped, the database reopened and
 * migrated, caches emptied and every session ended.
 */
export function createRestoreService(deps: Deps, slot: BackupSlot, maintenance: Maintenance) {
  const { database, db, clock } = deps;

  async function checkPassword(user: UserRow, password: string) {
    const [stored] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!(await verifyPassword(stored?.passwordHash ?? null, password))) {
      throw forbidden(BACKUP_MESSAGES.wrongPassword);
    }
  }

  /** The staged backup in place of the database; on a failure, the kept copy back again. */
  async function swapIn(staged: StagedBackup, dataDir: string, previous: string) {
    try {
      await database.reopen!(() => swapInStaged(staged.dir, dataDir));
    } catch (error) {
      const rollback = `${staged.dir}-rollback`;
      try {
        await stageBackup(previous, await readBackup(previous), rollback, migrateDataDir);
        await database.reopen!(() => swapInStaged(rollback, dataDir));
      } finally {
        rmSync(rollback, { recursive: true, force: true });
      }
      throw error;
    }
  }

  return async function restore(
    request: FastifyRequest,
    user: UserRow,
    input: Restore,
  ): Promise<RestoreResult> {
    const dataDir = dataDirOf(deps);
    await checkPassword(user, input.password);
    const file = listedBackupPath(backupsDirOf(dataDir), input.name);
    if (!file) throw notFound('Backup');
    slot.take();
    const now = clock();
    const staging = stagingDir(dataDir, now);
    try {
      const staged = await stageBackup(
        file,
        await readBackup(file).catch(refuseForeign),
        staging,
        migrateDataDir,
      ).catch(refuseForeign);
      const previous = beforeRestoreFile(dataDir, now);
      await maintenance.run(request, async () => {
        writeBackupFile(previous, await backupOf(await database.dumpData!()));
        await swapIn(staged, dataDir, previous);
        // Everyone signs in again: no session of the backup's time (or of now) goes on.
        await db.update(sessions).set({ revokedAt: clock() }).where(isNull(sessions.revokedAt));
      });
      return {
        restored: {
          name: input.name,
          takenAt: staged.takenAt.toISOString(),
          shops: staged.shops,
          sales: staged.sales,
        },
        previous: path.basename(previous),
        message: BACKUP_MESSAGES.signInAgain,
      };
    } finally {
      rmSync(staging, { recursive: true, force: true });
      slot.release();
    }
  };
}
