import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock } from './data-dir-lock';
import type { ChangeFeed } from './change-feed';
import { createPgChangeFeed } from './pg-change-feed';
import { openReplica } from './pg-replica';
import { reportOwnChanges, TELL_WRITER_OPTION } from './pg-commits';
import { guardPool } from './connection-loss';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** True while the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Where reads that tolerate lag go (analytics, admin lists, payments overview): the
   * replica while it answers, else the primary.
   */
  lagTolerant(): Db;
  /** 'none' without DATABASE_REPLICA_URL. */
  replicaStatus(): 'up' | 'down' | 'none';
  /**
   * The embedded database only: its data directory as an uncompressed tar, taken while no
   * query runs (see backup.ts). PostgreSQL is backed up with its own tools (pg_dump).
   */
  dumpData?: () => Promise<Uint8Array>;
  /** The change triggers' announcements (absent: nothing may be cached). */
  changes?: ChangeFeed;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  /** A streaming replica of databaseUrl, for reads that tolerate lag. */
  replicaUrl?: string;
  /** A directory for PGlite, or 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /** Sees every statement Drizzle sends (tests count queries with it). */
  onQuery?: (query: string) => void;
  /** Told of each PostgreSQL connection that dropped (the server logs it); never thrown. */
  onConnectionLost?: (error: Error) => void;
}

const loggerOf = (onQuery?: (query: string) => void) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

/** The only place that knows PGlite from PostgreSQL. Migrations run before it returns. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir ?? 'memory://', options.onQuery);
}

async function openPglite(dataDir: string, onQuery?: (query: string) => void): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = async () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  try {
    const client = await PGlite.create(inMemory ? undefined : dataDir);
    const db = drizzlePglite({
      client,
      schema,
      casing: 'snake_case',
      logger: loggerOf(onQuery),
    }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      lagTolerant: () => db,
      replicaStatus: () => 'none',
      ping: async () => !client.closed && (await client.query('select 1')).rows.length === 1,
      dumpData: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
      changes: {
        // PGlite is this process's alone and announces a change before the writer's
        // await returns, so nothing can be missed or arrive late.
        listen: async (channel, onNotify) => {
          await client.listen(channel, onNotify);
        },
        onReset: () => {},
        live: true,
        upToDate: () => true,
      },
      close: async () => {
        if (!client.closed) await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function openPostgres(
  url: string,
  { replicaUrl, onQuery, onConnectionLost = () => {} }: OpenOptions,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    options: TELL_WRITER_OPTION,
  });
  // A dropped connection must not crash the process; requests fail and the pool reconnects.
  guardPool(pool, onConnectionLost);
  const db = drizzlePg({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: loggerOf(onQuery),
  }) as unknown as Db;
  const changes = createPgChangeFeed(url, onConnectionLost);
  reportOwnChanges(pool, changes.heardOwn);
  await migratePg(db as never, { migrationsFolder });
  const replica = replicaUrl ? await openReplica(replicaUrl, onConnectionLost) : null;
  return {
    db,
    kind: 'postgres',
    lagTolerant: () => (replica?.up ? replica.db : db),
    replicaStatus: () => (replica ? (replica.up ? 'up' : 'down') : 'none'),
    changes,
    ping: async () => {
      try {
        return (await pool.query('select 1')).rowCount === 1;
      } catch {
        return false;
      }
    },
    close: async () => {
      await changes.close();
      await replica?.close();
      await pool.end();
    },
  };
}

/** A transaction handle: inside db.transaction(tx => ...) use only tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
