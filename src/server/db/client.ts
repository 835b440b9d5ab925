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
  /** The embedded database on disk only: its data directory. */
  dataDir?: string;
  /**
   * The embedded database on disk only, with no request running: closes it, lets `swap`
   * replace its files (the lock stays held), opens and migrates it again. `db` stays the same
   * object, its listeners are heard again and every reset handler is told (caches empty).
   */
  reopen?: (swap: () => void) => Promise<void>;
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

/** Brings the embedded database in a directory up to date (a staged restore), then closes it. */
export async function migrateDataDir(dataDir: string) {
  const client = await PGlite.create(dataDir);
  try {
    await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.close();
  }
}

/**
 * A Db that forwards to whichever drizzle instance is current, so features built with it
 * keep working after the embedded database is reopened (a restore).
 */
function forwardingDb(current: () => Db): Db {
  return new Proxy({} as Db, {
    get: (_target, key) => Reflect.get(current(), key, current()) as unknown,
    has: (_target, key) => Reflect.has(current(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(current()),
  });
}

async function openPglite(dataDir: string, onQuery?: (query: string) => void): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = async () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
  }
  const listeners: [string, (payload: string) => void][] = [];
  const resetHandlers: ((live: boolean) => void)[] = [];
  const open = async () => {
    const client = await PGlite.create(inMemory ? undefined : dataDir);
    const db = drizzlePglite({
      client,
      schema,
      casing: 'snake_case',
      logger: loggerOf(onQuery),
    }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    for (const [channel, onNotify] of listeners) await client.listen(channel, onNotify);
    return { client, db };
  };
  try {
    let current = await open();
    const db = forwardingDb(() => current.db);
    return {
      db,
      kind: 'pglite',
      lagTolerant: () => db,
      replicaStatus: () => 'none',
      ping: async () =>
        !current.client.closed && (await current.client.query('select 1')).rows.length === 1,
      dumpData: async () =>
        new Uint8Array(await (await current.client.dumpDataDir('none')).arrayBuffer()),
      ...(inMemory
        ? {}
        : {
            dataDir,
            reopen: async (swap: () => void) => {
              await current.client.close();
              swap();
              current = await open();
              for (const handler of resetHandlers) handler(true);
            },
          }),
      changes: {
        // PGlite is this process's alone and announces a change before the writer's
        // await returns, so nothing can be missed or arrive late.
        listen: async (channel, onNotify) => {
          listeners.push([channel, onNotify]);
          await current.client.listen(channel, onNotify);
        },
        onReset: (handler) => void resetHandlers.push(handler),
        live: true,
        upToDate: () => true,
      },
      close: async () => {
        if (!current.client.closed) await current.client.close();
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
