import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isConnectionLoss } from '../../db/connection-loss';
import { smsOutbox } from '../../db/schema';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** When a failed message is tried again: 1 s, 2 s, 4 s ... at most 30 s, while its code lives. */
export const RETRY = { firstMs: 1_000, longestMs: 30_000 } as const;
/** A sender holds the rows it took this long; a sender that died lets another take them over. */
const HOLD_MS = 60_000;
const BATCH = 10;

export interface SmsOutbox {
  /**
   * Queues a message: all a request does. The sender is woken at once, so it leaves within
   * milliseconds unless the gateway is slow or down; a message not sent by `expiresAt` is dropped.
   * `text: null` queues nothing to send (a code for a phone without an account) with the same
   * work, so the answer takes as long as for a phone with one.
   */
  enqueue(message: QueuedMessage, expiresAt: Date): Promise<void>;
  /** Resolves once the sender has nothing due in hand (the development outbox, tests). */
  settled(): Promise<void>;
  /** Stops the sender after the messages in hand. */
  stop(): Promise<void>;
}

export interface SmsOutboxOptions {
  db: Db;
  sms: SmsProvider;
  clock: () => Date;
  /** One line per message the gateway refused, and per message given up. */
  log?: (line: string) => void;
  /** How often to look for messages another server left (0: only when woken). */
  sweepMs?: number;
  retry?: { firstMs: number; longestMs: number };
}

type Row = typeof smsOutbox.$inferSelect;

export type QueuedMessage = SmsMessage | { phone: string; text: null };

/**
 * The sender of `sms_outbox`: requests only write rows, so a slow or failing gateway never holds
 * a sign-in, and a phone with an account takes no longer to answer than one without. Several
 * servers may send from one table: each takes due rows it alone holds (SKIP LOCKED) until
 * HOLD_MS. A sent or dropped row keeps no text: no live code stays readable in the table.
 */
export function createSmsOutbox({
  db,
  sms,
  clock,
  log = () => {},
  sweepMs = 5_000,
  retry = RETRY,
}: SmsOutboxOptions): SmsOutbox {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const wakeIn = (ms: number) => {
    clearTimeout(timer);
    if (stopped || !Number.isFinite(ms)) return;
    timer = setTimeout(wake, Math.max(10, ms));
    timer.unref();
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: Error) => {
        // The database is away: the sweep tries again (an outage is logged by the database).
        if (!isConnectionLoss(error)) log(`SMS sender: ${error.message}`);
        wakeIn(retry.firstMs);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  async function drain() {
    for (let batch = await take(); batch.length > 0; batch = await take()) {
      await Promise.all(batch.map(deliver));
    }
    const [next] = await db
      .select({ at: smsOutbox.nextAttemptAt })
      .from(smsOutbox)
      .where(and(isNull(smsOutbox.sentAt), isNull(smsOutbox.gaveUpAt)))
      .orderBy(asc(smsOutbox.nextAttemptAt))
      .limit(1);
    const untilNext = next ? next.at.getTime() - clock().getTime() : Infinity;
    wakeIn(Math.min(untilNext, sweepMs || Infinity));
  }

  /** The due rows, held by this sender: their next try moves HOLD_MS on. */
  async function take(): Promise<Row[]> {
    const now = clock();
    const due = db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(
        and(
          isNull(smsOutbox.sentAt),
          isNull(smsOutbox.gaveUpAt),
          lte(smsOutbox.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(smsOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(smsOutbox)
      .set({
        attempts: sql`${smsOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + HOLD_MS),
      })
      .where(inArray(smsOutbox.id, due))
      .returning();
  }

  const finish = (row: Row, set: Partial<Row>) =>
    db
      .update(smsOutbox)
      .set({ body: null, code: null, ...set })
      .where(eq(smsOutbox.id, row.id));

  async function deliver(row: Row) {
    const now = clock();
    if (!row.body || row.expiresAt <= now) {
      log(`SMS ${row.id} dropped: its code expired before the gateway took it`);
      return finish(row, { gaveUpAt: now });
    }
    try {
      await sms.send({ phone: row.phone, text: row.body, code: row.code ?? undefined });
    } catch (error) {
      const reason = (error as Error).message.slice(0, 300);
      const wait = Math.min(retry.longestMs, retry.firstMs * 2 ** (row.attempts - 1));
      const retryAt = new Date(clock().getTime() + wait);
      if (retryAt >= row.expiresAt) {
        log(`SMS ${row.id} dropped after ${row.attempts} tries: ${reason}`);
        return finish(row, { gaveUpAt: clock(), lastError: reason });
      }
      log(`SMS ${row.id} not sent (try ${row.attempts}), again in ${wait} ms: ${reason}`);
      await db
        .update(smsOutbox)
        .set({ nextAttemptAt: retryAt, lastError: reason })
        .where(eq(smsOutbox.id, row.id));
      return;
    }
    await finish(row, { sentAt: clock(), lastError: null });
  }

  // Messages left by a server that stopped before sending them.
  wake();

  return {
    async enqueue(message, expiresAt) {
      const now = clock();
      const blank = message.text === null;
      await db.insert(smsOutbox).values({
        phone: message.phone,
        body: message.text,
        code: blank ? null : (message.code ?? null),
        nextAttemptAt: now,
        expiresAt,
        gaveUpAt: blank ? now : null,
        lastError: blank ? 'nothing to send: no account has this phone' : null,
        createdAt: now,
      });
      wake();
    },
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
