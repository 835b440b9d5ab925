import path from 'node:path';
import { backupOf, BACKUPS_DIR, writeBackupFile } from '../db/backup';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { EnvError, loadEnv } from '../env';

/**
 * npm run backup -- [file]: the embedded database to one file, with the server stopped (a
 * running server holds the data directory; then copy its daily backup from DATA_DIR/backups).
 * PostgreSQL is backed up with pg_dump (README).
 */
async function main() {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    throw new EnvError('DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README).');
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(
    process.argv[2] ?? path.join(env.DATA_DIR, BACKUPS_DIR, `kasitrade-${stamp}.tar.gz`),
  );
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    writeBackupFile(file, await backupOf(await database.dumpData!()));
  } finally {
    await database.close();
  }
  console.log(`Backup written: ${file}`);
}

main().catch((error: unknown) => {
  const expected = error instanceof EnvError || error instanceof DataDirLockedError;
  console.error(expected ? `No backup made: ${error.message}` : error);
  process.exit(1);
});
