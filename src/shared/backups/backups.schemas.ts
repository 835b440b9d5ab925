import { z } from 'zod';

/**
 * The operator's backups of the embedded database (docs/decisions/0027-backup-in-the-app.md):
 * files in DATA_DIR/backups, named by the server. Only these names are ever read.
 */
export const BACKUP_NAME_PATTERN = /^kasitrade-[A-Za-z0-9-]{1,80}\.tar\.gz$/;
/** The largest backup an upload may bring (a small shop's is a few MB). */
export const BACKUP_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/** The word a restore is confirmed with. */
export const RESTORE_WORD = 'RESTORE';

export const BACKUP_MESSAGES = {
  name: 'Not found',
  password: 'Enter your password',
  word: 'Type RESTORE to confirm',
  wrongPassword: 'Your password is not right',
  postgres:
    'This server runs on PostgreSQL: back it up with pg_dump and restore with pg_restore (see the README).',
  inMemory: 'This server keeps its database in memory: there is nothing to back up.',
  running: 'A backup or restore is already running. Try again when it has finished.',
  tooSoon: 'A backup was made less than a minute ago. Try again in a minute.',
  notABackup: 'This file is not a KasiTrade backup. Nothing was changed.',
  noFile: 'Choose a backup file (.tar.gz) to upload',
  tooLarge: 'The backup file is too large (at most 200 MB)',
  restoring: 'A backup is being restored. Try again in a minute.',
  busy: 'Requests were still running, so nothing was restored. Try again.',
  signInAgain: 'Everyone, you too, must sign in again.',
} as const;

export const BackupKindSchema = z.enum(['daily', 'manual', 'before-restore', 'uploaded']);
export type BackupKind = z.infer<typeof BackupKindSchema>;

export const BackupFileSchema = z.object({
  name: z.string(),
  kind: BackupKindSchema,
  sizeBytes: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;

/** Why a server keeps no backups of its own: PostgreSQL's are pg_dump's; memory has none. */
export const BackupsUnavailableSchema = z.enum(['postgres', 'in-memory']);
export type BackupsUnavailable = z.infer<typeof BackupsUnavailableSchema>;

/** The Backups screen: unavailable (with why) on PostgreSQL or an in-memory database. */
export const BackupListSchema = z.object({
  available: z.boolean(),
  reason: BackupsUnavailableSchema.nullable(),
  running: z.boolean(),
  files: z.array(BackupFileSchema),
});
export type BackupList = z.infer<typeof BackupListSchema>;

export const BackupNameParamsSchema = z.object({
  name: z.string({ error: BACKUP_MESSAGES.name }).regex(BACKUP_NAME_PATTERN, BACKUP_MESSAGES.name),
});

/** Back up now takes nothing; anything sent is refused before any work. */
export const BackupNowSchema = z.strictObject({}).nullish();

export const RestoreSchema = z.strictObject({
  name: z.string({ error: BACKUP_MESSAGES.name }).regex(BACKUP_NAME_PATTERN, BACKUP_MESSAGES.name),
  password: z
    .string({ error: BACKUP_MESSAGES.password })
    .min(1, BACKUP_MESSAGES.password)
    .max(128, BACKUP_MESSAGES.password),
  confirm: z.literal(RESTORE_WORD, { error: BACKUP_MESSAGES.word }),
});
export type Restore = z.input<typeof RestoreSchema>;

export const RestoreResultSchema = z.object({
  restored: z.object({
    name: z.string(),
    takenAt: z.iso.datetime(),
    shops: z.number().int(),
    sales: z.number().int(),
  }),
  /** The copy of the database it replaced. */
  previous: z.string(),
  message: z.string(),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;
