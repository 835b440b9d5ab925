import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server';

/** A throwaway PostgreSQL cluster the test can stop and start (Debian's postgresql package). */
/** pg_ctl's shutdown modes: fast ends every session cleanly, immediate as a crash would. */
export type StopMode = 'fast' | 'immediate';

export interface PostgresCluster {
  url: string;
  stop(mode?: StopMode): void;
  start(): void;
  destroy(): void;
  /** A streaming replica of this cluster (pg_basebackup -R) on another port. */
  replica(): Promise<PostgresCluster>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(root, versions[0]!, 'bin');
}

const asPostgres = (command: string) =>
  execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });

function newDataDir() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-fault-pg-'));
  chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  return dataDir;
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const dataDir = newDataDir();
  asPostgres(`${bin}/initdb -D '${dataDir}' -A trust -U postgres`);
  return runCluster(bin, dataDir);
}

/**
 * A cluster someone else started on `url` (CI's replica, .ci/postgres.sh start_replica): the test
 * may stop and start it; its data directory stays.
 */
export async function attachCluster(url: string): Promise<PostgresCluster> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ data_directory: string }>('show data_directory');
  await client.end();
  const cluster = controlCluster(binDir(), rows[0]!.data_directory, Number(new URL(url).port));
  return {
    ...cluster,
    url,
    replica: () => Promise.reject(new Error('a replica of an attached cluster is not made here')),
    // Stopped with the rest of CI's PostgreSQL (.ci/postgres.sh stop_postgres).
    destroy: () => {},
  };
}

async function runCluster(bin: string, dataDir: string): Promise<PostgresCluster> {
  const port = await freePort();
  const { stop, start } = controlCluster(bin, dataDir, port);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    replica: async () => {
      const replicaDir = newDataDir();
      asPostgres(
        `${bin}/pg_basebackup -h 127.0.0.1 -p ${port} -U postgres -D '${replicaDir}' -R -X stream`,
      );
      return runCluster(bin, replicaDir);
    },
    stop,
    start,
    destroy: () => {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function controlCluster(bin: string, dataDir: string, port: number) {
  const ctl = (action: string, mode: StopMode = 'fast') =>
    asPostgres(
      `${bin}/pg_ctl -D '${dataDir}' -o '-p ${port} -k /tmp -c listen_addresses=127.0.0.1' -l '${dataDir}/server.log' -m ${mode} -w ${action}`,
    );
  return { stop: (mode?: StopMode) => ctl('stop', mode), start: () => ctl('start') };
}
