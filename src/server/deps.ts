import type { Caches } from './cache/caches';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { AdjustableClock } from './lib/adjustable-clock';
import type { SmsProvider } from './lib/sms/sms-provider';
import type { SmsOutbox } from './lib/sms/sms-outbox';

/** What features are built from; tests pass their own clock and SMS provider. */
export interface Deps {
  env: Env;
  database: Database;
  db: Db;
  sms: SmsProvider;
  /** Where requests queue their SMS; its sender hands them to `sms`. */
  smsOutbox: SmsOutbox;
  /** Read caches where the database announces its changes; null reads every time. */
  caches: Caches | null;
  clock: () => Date;
  /** Outside production: moves `clock` forward (PUT /api/dev/clock). */
  clockControl?: AdjustableClock;
  /** Where the server logs (standard output when absent); tests read it. */
  logStream?: NodeJS.WritableStream;
}
