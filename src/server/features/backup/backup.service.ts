import { BACKUP_MESSAGES } from '@shared/backup/backup.schemas';
import { johannesburgDate } from '@shared/time/johannesburg';
import type { Deps } from '@server/deps';
import { backupOf } from '@server/db/backup';
import { writeAdminLog, type AdminActor } from '@server/lib/admin-log';
import { forbidden, ruleViolation } from '@server/lib/app-error';

/**
 * The whole embedded database as one file, for the operator: every shop's data and every
 * account, so a super_admin's alone, and written to the admin log. A merchant takes their own
 * shop's records as CSV exports instead (docs/decisions/0015-embedded-backup.md).
 */
export function createBackupService({ database, db, clock }: Deps) {
  return {
    async download(actor: AdminActor): Promise<{ fileName: string; file: Buffer }> {
      if (actor.role !== 'super_admin') throw forbidden(BACKUP_MESSAGES.superAdminOnly);
      if (!database.dumpData) throw ruleViolation('not_embedded', BACKUP_MESSAGES.notEmbedded);
      const file = await backupOf(await database.dumpData());
      const fileName = `kasitrade-backup-${johannesburgDate(clock())}.tar.gz`;
      await writeAdminLog(db, actor, {
        action: 'download_backup',
        entityType: 'database',
        entityId: fileName,
        details: { bytes: file.length },
      });
      return { fileName, file };
    },
  };
}
