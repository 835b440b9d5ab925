import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '@shared/common/fields';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError, conflict } from './app-error';
import { sha256 } from './crypto';
import { stableStringify } from './stable-json';

const KEEP_MS = 7 * 24 * 3_600_000;

export interface IdempotentResult<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** The Idempotency-Key header, if any (1-200 visible characters; routes declare IdempotencyHeadersSchema). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('VALIDATION', IDEMPOTENCY_KEY_MESSAGE);
  return key;
}

class Replay {
  constructor(readonly row: typeof idempotencyKeys.$inferSelect) {}
}

/**
 * Runs `work` in one transaction that also claims the key. A retry with the
 * same key and body gets the first answer and creates nothing; the same key
 * with another body is 409. A concurrent duplicate waits on the unique index
 * until the first commits. Failed work rolls back its claim, so it may be retried.
 */
export async function runIdempotent<T>(
  db: Db,
  options: {
    merchantId: string;
    scope: string;
    key?: string;
    requestBody: unknown;
    now: Date;
    status?: number;
  },
  work: (tx: Tx) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const status = options.status ?? 201;
  const { key } = options;
  if (!key) return { status, body: await db.transaction(work), replayed: false };

  const requestHash = sha256(stableStringify(options.requestBody));
  const scope = { merchantId: options.merchantId, scope: options.scope, key };
  const match = and(
    eq(idempotencyKeys.merchantId, scope.merchantId),
    eq(idempotencyKeys.scope, scope.scope),
    eq(idempotencyKeys.key, key),
  );
  try {
    const body = await db.transaction(async (tx) => {
      const claim = () =>
        tx
          .insert(idempotencyKeys)
          .values({
            ...scope,
            requestHash,
            statusCode: status,
            responseBody: {},
            createdAt: options.now,
          })
          .onConflictDoNothing()
          .returning({ id: idempotencyKeys.id });
      // One statement for a new key, the usual case; a key kept past KEEP_MS is freed and claimed anew.
      let [claimed] = await claim();
      if (!claimed) {
        const [existing] = await tx.select().from(idempotencyKeys).where(match);
        const expired = options.now.getTime() - existing!.createdAt.getTime() > KEEP_MS;
        if (expired) {
          await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, existing!.id));
          [claimed] = await claim();
        }
        if (!claimed) throw new Replay(existing!);
      }
      const result = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ responseBody: result as object })
        .where(eq(idempotencyKeys.id, claimed.id));
      return result;
    });
    return { status, body, replayed: false };
  } catch (error) {
    if (!(error instanceof Replay)) throw error;
    if (error.row.requestHash !== requestHash) {
      throw conflict('This Idempotency-Key was already used for a different request');
    }
    return { status: error.row.statusCode, body: error.row.responseBody as T, replayed: true };
  }
}

/** Frees a claimed key after work that failed outside the claiming transaction, so a retry runs again. */
export async function releaseIdempotencyKey(
  tx: Db | Tx,
  options: { merchantId: string; scope: string; key?: string },
): Promise<void> {
  if (!options.key) return;
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.merchantId, options.merchantId),
        eq(idempotencyKeys.scope, options.scope),
        eq(idempotencyKeys.key, options.key),
      ),
    );
}
