import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { createCaches } from '../cache/caches';
import { openDatabase, type Database, type OpenOptions } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import type { Deps } from '../deps';
import { testDatabaseUrl } from '../env';
import { testEnv } from './test-env';
import { createAdjustableClock } from '../lib/adjustable-clock';
import { ConsoleSmsProvider } from '../lib/sms/console-sms-provider';
import { createSmsOutbox } from '../lib/sms/sms-outbox';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  sms: ConsoleSmsProvider;
  /** Resolves once every SMS queued so far has been handed to `sms` (or failed its try). */
  smsSent(): Promise<void>;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** A fresh database with the real migrations: in-memory PGlite, or a new PostgreSQL database. */
export async function openTestDatabase(
  options: Pick<OpenOptions, 'onQuery'> = {},
): Promise<Database> {
  const url = testDatabaseUrl();
  if (!url) return openDatabase({ ...options, dataDir: 'memory://' });
  const scratch = await createScratchDatabase(url, 'kasitrade_test');
  const database = await openDatabase({ ...options, databaseUrl: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: Pick<OpenOptions, 'onQuery'> & {
    logStream?: NodeJS.WritableStream;
    /** A database opened by the test (an embedded one on disk); closed with the app. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase({ onQuery: options.onQuery }));
  const sms = new ConsoleSmsProvider();
  const clock = createAdjustableClock();
  // Woken by each message; no sweep, so a test's statement count sees only its requests.
  const smsOutbox = createSmsOutbox({ db: database.db, sms, clock: clock.now, sweepMs: 0 });
  const deps: Deps = {
    env: testEnv(envOverrides),
    database,
    db: database.db,
    sms,
    smsOutbox,
    caches: await createCaches(database),
    clock: clock.now,
    clockControl: clock,
    logStream: options.logStream,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    sms,
    smsSent: () => smsOutbox.settled(),
    advance: (ms) => clock.setOffset(clock.offsetMs() + ms),
    close: async () => {
      await app.close();
      await smsOutbox.stop();
      await database.close();
    },
  };
}

/** app.inject with JSON and an optional bearer token; returns status and parsed body. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    payload: options.body as InjectOptions['payload'],
  });
  let body: unknown = null;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: body as any, headers: response.headers };
}
