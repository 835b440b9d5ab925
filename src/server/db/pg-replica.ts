import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import type { Db } from './client';
import { guardPool } from './connection-loss';

const CHECK_EVERY_MS = 1_000;

export interface Replica {
  db: Db;
  /** Whether the replica answered its latest check. */
  readonly up: boolean;
  close(): Promise<void>;
}

/**
 * A streaming replica for reads that tolerate lag. It is checked every second; while it
 * does not answer, those reads go to the primary (Database.lagTolerant).
 */
export async function openReplica(
  url: string,
  onConnectionLost: (error: Error) => void,
): Promise<Replica> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 2_000,
  });
  guardPool(pool, onConnectionLost);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  let up = false;
  const check = async () => {
    up = await pool.query('select 1').then(
      () => true,
      () => false,
    );
  };
  await check();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();
  return {
    db,
    get up() {
      return up;
    },
    close: async () => {
      clearInterval(timer);
      await pool.end();
    },
  };
}
