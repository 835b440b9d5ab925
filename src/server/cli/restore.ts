import { createInterface } from 'node:readline/promises';
import path from 'node:path';
import { BackupError, restoreBackup } from '../db/backup';
import { DataDirLockedError } from '../db/data-dir-lock';
import { EnvError, loadEnv } from '../env';

/**
 * npm run restore -- <file> [--yes]: replaces the embedded database in DATA_DIR with a backup,
 * for every shop it holds, with the server stopped. Asks first unless --yes is given; the
 * database it replaces is kept as a backup in DATA_DIR/backups. A running server restores from
 * its Backups screen instead (docs/decisions/0027-backup-in-the-app.md).
 */
async function main() {
  const env = loadEnv();
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new EnvError('Name the backup file: npm run restore -- <file> [--yes]');
  if (env.DATABASE_URL) {
    throw new EnvError('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (!args.includes('--yes')) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(
      `This replaces every shop's data in ${dataDir} with ${path.resolve(file)}.\n` +
        'The current data is kept as a backup first. Type RESTORE to go on: ',
    );
    prompt.close();
    if (answer.trim() !== 'RESTORE') throw new EnvError('Nothing was changed.');
  }
  const { previous } = await restoreBackup(path.resolve(file), dataDir);
  console.log(`Restored ${path.resolve(file)} into ${dataDir}.`);
  if (previous) console.log(`The data it replaced is kept in ${previous}.`);
  console.log('Start the server again (npm start); it brings the schema up to date.');
}

main().catch((error: unknown) => {
  const expected =
    error instanceof EnvError ||
    error instanceof DataDirLockedError ||
    error instanceof BackupError;
  console.error(expected ? `Not restored: ${error.message}` : error);
  process.exit(1);
});
