import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Directories this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

const inUse = (dir: string, by: string) =>
  new DataDirLockedError(
    `The data directory ${dir} is in use by ${by}. ` +
      'Stop that server, or set DATA_DIR to another directory.',
  );

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite corrupts a data directory that two processes open. The first process
 * writes its pid into a lock file created exclusively; a later one refuses to
 * start while that pid lives, and takes over a lock left by a dead process.
 */
export function acquireDataDirLock(dataDir: string): () => Promise<void> {
  const dir = path.resolve(dataDir);
  if (held.has(dir)) throw inUse(dir, 'this same process');
  const lockPath = path.join(dir, 'kasitrade.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(dir);
      return async () => {
        held.delete(dir);
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw inUse(dir, `another KasiTrade server (pid ${owner})`);
      }
      unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
}
