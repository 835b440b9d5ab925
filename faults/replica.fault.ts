import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachCluster,
  createPostgresCluster,
  type PostgresCluster,
} from '../e2e/support/postgres-cluster';
import { startServer, type RunningServer } from '../e2e/support/server';
import { openDatabase } from '../src/server/db/client';
import { createScratchDatabase, onDatabase } from '../src/server/db/scratch-database';
import { BENCH_ADMIN, prepareBenchData } from '../src/server/test/load-data';
import { signInAdmin } from './support/sessions';

/**
 * A real streaming replica: admin lists read from it (a merchant added while its replay is
 * paused is not listed yet), and when it stops they fall back to the primary and the health
 * answer says so.
 */
let primaryUrl: string;
let replica: PostgresCluster;
let cleanup: () => Promise<void>;
let server: RunningServer;
let admin: string;

/** `url` with another database name. */
/**
 * CI's primary and the replica .ci/postgres.sh streams from it (TEST_DATABASE_URL and
 * TEST_REPLICA_DATABASE_URL), in a database of this test's own; else a primary and a replica
 * made here.
 */
async function openClusters(): Promise<string> {
  const ciPrimary = process.env.TEST_DATABASE_URL;
  const ciReplica = process.env.TEST_REPLICA_DATABASE_URL;
  if (ciPrimary && ciReplica) {
    const scratch = await createScratchDatabase(ciPrimary, 'kasitrade_replica');
    // The new database reaches the replica as it replays; the server waits for it to answer.
    replica = { ...(await attachCluster(ciReplica)), url: onDatabase(ciReplica, scratch.name) };
    cleanup = scratch.drop;
    return scratch.url;
  }
  const primary = await createPostgresCluster();
  replica = await primary.replica();
  cleanup = async () => {
    replica.destroy();
    primary.destroy();
  };
  return primary.url;
}

beforeAll(async () => {
  primaryUrl = await openClusters();
  const setup = await openDatabase({ databaseUrl: primaryUrl });
  await prepareBenchData(setup);
  await setup.close();
  server = await startServer({
    DATABASE_URL: primaryUrl,
    DATABASE_REPLICA_URL: replica.url,
    SEED_DEMO: '0',
  });
  admin = await signInAdmin(server.baseUrl, BENCH_ADMIN);
});
afterAll(async () => {
  await server?.stop();
  await cleanup?.();
});

const health = async () =>
  (await (await fetch(`${server.baseUrl}/api/health`)).json()) as { replica: string };
const merchantNames = async () => {
  const response = await fetch(`${server.baseUrl}/api/users/role/merchant?pageSize=100`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { username: string }[]).map((u) => u.username);
};
async function onReplica(statement: string) {
  const client = new pg.Client({ connectionString: replica.url });
  await client.connect();
  await client.query(statement);
  await client.end();
}
async function until(condition: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
async function register(username: string) {
  const response = await fetch(`${server.baseUrl}/api/auth/merchant/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Replica Test',
      businessName: 'Replica Spaza',
      username,
      password: 'secret123',
      phone: `07${String(Date.now()).slice(-8)}`,
    }),
  });
  expect(response.status).toBe(201);
}

describe('a read replica', () => {
  it('serves the admin list from the replica', async () => {
    expect(await until(async () => (await health()).replica === 'up')).toBe(true);
    await onReplica('select pg_wal_replay_pause()');
    await register('paused_replay');
    await new Promise((r) => setTimeout(r, 500));
    expect(await merchantNames()).not.toContain('paused_replay');
    await onReplica('select pg_wal_replay_resume()');
    expect(await until(async () => (await merchantNames()).includes('paused_replay'))).toBe(true);
  });

  it('falls back to the primary while the replica is down, and says so', async () => {
    replica.stop();
    expect(await until(async () => (await health()).replica === 'down')).toBe(true);
    await register('replica_down');
    expect(await merchantNames()).toContain('replica_down');
    replica.start();
    expect(await until(async () => (await health()).replica === 'up')).toBe(true);
  });
});
