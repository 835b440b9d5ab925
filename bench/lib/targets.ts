import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createScratchDatabase } from '../../src/server/db/scratch-database';

/** A database the bench fills and measures: a fresh one per run, removed afterwards. */
export interface Target {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  serverEnv: Record<string, string>;
  cleanup(): Promise<void>;
}

export async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-bench-'));
  return {
    name: 'pglite',
    open: () => openDatabase({ dataDir }),
    serverEnv: { DATA_DIR: dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(url: string): Promise<Target> {
  const scratch = await createScratchDatabase(url, 'kasitrade_bench');
  return {
    name: 'postgres',
    open: () => openDatabase({ databaseUrl: scratch.url }),
    serverEnv: { DATABASE_URL: scratch.url },
    cleanup: scratch.drop,
  };
}
