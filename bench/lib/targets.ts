import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

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
  const name = `kasitrade_bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    name: 'postgres',
    open: () => openDatabase({ databaseUrl: target.toString() }),
    serverEnv: { DATABASE_URL: target.toString() },
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
