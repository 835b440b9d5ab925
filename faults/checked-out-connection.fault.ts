import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCluster, type PostgresCluster } from '../e2e/support/postgres-cluster';
import { openDatabase, type Database } from '../src/server/db/client';

/**
 * A connection the pool has handed out (mid-transaction) dies under the server: the
 * transaction fails as a lost connection and nothing is thrown at the process. Before every
 * checked-out client had an 'error' listener this ended the process with "Unhandled 'error'
 * event", which is what took the server down when PostgreSQL restarted.
 */
let cluster: PostgresCluster;
let database: Database;
const lost: Error[] = [];
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  cluster = await createPostgresCluster();
  database = await openDatabase({
    databaseUrl: cluster.url,
    onConnectionLost: (error) => lost.push(error),
  });
  process.prependListener('uncaughtException', onUncaught);
});
afterAll(async () => {
  process.removeListener('uncaughtException', onUncaught);
  await database?.close();
  cluster?.destroy();
});

async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe('a connection lost while checked out of the pool', () => {
  it('fails the transaction, is reported, and leaves the process and the pool working', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_backend_pid() as pid`);
      const { pid } = (result as unknown as { rows: { pid: number }[] }).rows[0]!;
      await terminate(pid);
      // The connection is idle in the transaction when it dies: no query is there to fail.
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(uncaught).toEqual([]);
    expect(lost.length).toBeGreaterThanOrEqual(1);
    expect(await database.ping()).toBe(true);
  });
});
