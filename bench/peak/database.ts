import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../e2e/support/server';
import { createScratchDatabase } from '../../src/server/db/scratch-database';

/** Where a peak run keeps its data: a scratch database on PostgreSQL, or an embedded data directory. */
export interface PeakDatabase {
  kind: 'postgres' | 'pglite';
  /** What openDatabase takes. */
  open: { databaseUrl?: string; dataDir?: string };
  serverEnv: Record<string, string>;
  /** The PostgreSQL postmaster's pid, for its CPU (null: embedded, or not readable). */
  postmasterPid: number | null;
  describe: string;
  cleanup(): Promise<void>;
}

/** A throwaway cluster started as CI starts one (.ci/postgres.sh: fsync off, 300 connections). */
async function throwawayCluster() {
  const port = await freePort();
  const out = execFileSync(
    'bash',
    ['-c', `export PGPORT=${port}; source .ci/postgres.sh; start_postgres; echo "$PG_CTL"`],
    { encoding: 'utf8' },
  );
  const dataDir = out.match(/\((\/tmp\/kasitrade-pg\.[^)]+)\)/)![1]!;
  const pgCtl = out.trim().split('\n').at(-1)!;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      execFileSync(
        'su',
        ['postgres', '-s', '/bin/sh', '-c', `${pgCtl} -D '${dataDir}' -m fast stop`],
        {
          stdio: 'ignore',
        },
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postmasterOf(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    return Number(
      readFileSync(path.join(rows[0]!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** PostgreSQL at `url` (a scratch database on it), or a throwaway cluster when no URL is given. */
export async function postgresDatabase(url: string | undefined): Promise<PeakDatabase> {
  const cluster = url ? null : await throwawayCluster();
  const serverUrl = url ?? cluster!.url;
  const scratch = await createScratchDatabase(serverUrl, 'kasitrade_peak');
  const version = await new pg.Client({ connectionString: scratch.url });
  await version.connect();
  const { rows } = await version.query<{ server_version: string }>('show server_version');
  await version.end();
  return {
    kind: 'postgres',
    open: { databaseUrl: scratch.url },
    serverEnv: { DATABASE_URL: scratch.url },
    postmasterPid: await postmasterOf(scratch.url),
    describe: `PostgreSQL ${rows[0]!.server_version} on the same host${cluster ? ' (throwaway cluster, fsync=off)' : ''}`,
    cleanup: async () => {
      await scratch.drop();
      cluster?.stop();
    },
  };
}

export async function embeddedDatabase(): Promise<PeakDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-peak-'));
  return {
    kind: 'pglite',
    open: { dataDir },
    serverEnv: { DATA_DIR: dataDir },
    postmasterPid: null,
    describe: 'PGlite (embedded, in the server process)',
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
