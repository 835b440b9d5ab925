import { z } from 'zod';

/** Refusals of the whole-database backup (an operator's action: super_admin, embedded only). */
export const BACKUP_MESSAGES = {
  superAdminOnly: 'Only a super admin may download a backup of the whole database',
  notEmbedded: 'This server runs on PostgreSQL: back it up with pg_dump, as the README says',
} as const;

/** GET /api/admin/backup: the embedded database as a gzipped tar (restore: npm run restore). */
export const BackupFileSchema = z
  .string()
  .meta({ description: 'A gzipped tar of the embedded database (application/gzip)' });
