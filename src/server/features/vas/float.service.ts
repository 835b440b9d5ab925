import { and, desc, eq } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import {
  FLOAT_MESSAGES,
  type FloatDeposit,
  type FloatDepositResult,
  type FloatSummary,
} from '@shared/vas/float.schemas';
import type { Db } from '@server/db/client';
import type { Deps } from '@server/deps';
import { floatDeposits } from '@server/db/schema/index';
import { merchantWallet } from '@server/domain/wallets/merchant-wallet';
import { conflict, notFound } from '@server/lib/app-error';
import { nextNumber } from '@server/lib/counters';
import { releaseIdempotencyKey, runIdempotent } from '@server/lib/idempotency';
import { centsOf } from '@server/lib/money-sql';
import { createVasProvider } from './providers/create-vas-provider';
import { providerFailure } from './providers/provider-failure';
import type { FloatAnswer } from './providers/vas-provider';

type Row = typeof floatDeposits.$inferSelect;
const SCOPE = 'float-deposit';

const toDto = (row: Row): FloatDeposit => ({
  id: row.id,
  reference: row.reference,
  amount: centsToDecimal(centsOf(row.amount)),
  status: row.status,
  depositReference: row.depositReference,
  failureReason: row.failureReason,
  sandbox: row.sandbox,
  createdAt: row.createdAt.toISOString(),
});

async function readDeposit(db: Db, merchantId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(floatDeposits)
    .where(and(eq(floatDeposits.merchantId, merchantId), eq(floatDeposits.id, id)));
  if (!row) throw notFound('Float deposit');
  return row;
}

/**
 * Float for the wallet the merchant sells airtime and electricity from. The sandbox loads it
 * at once; an HTTP provider answers a deposit reference and the float counts once it confirms.
 */
export function createFloatService({ db, clock, env }: Deps) {
  const provider = createVasProvider(env);
  const result = async (merchantId: string, row: Row): Promise<FloatDepositResult> => ({
    deposit: toDto(row),
    walletBalance: centsToDecimal((await merchantWallet(db, merchantId)).balance),
  });

  async function record(row: Row, answer: FloatAnswer) {
    const [updated] = await db
      .update(floatDeposits)
      .set({
        status: answer.status,
        providerReference: answer.providerReference,
        depositReference: answer.depositReference ?? row.depositReference,
        failureReason: answer.status === 'failed' ? 'The provider did not receive the money' : null,
        completedAt: answer.status === 'completed' ? clock() : null,
      })
      .where(eq(floatDeposits.id, row.id))
      .returning();
    return updated!;
  }

  return {
    async summary(merchantId: string): Promise<FloatSummary> {
      const [wallet, pending] = await Promise.all([
        merchantWallet(db, merchantId),
        db
          .select()
          .from(floatDeposits)
          .where(and(eq(floatDeposits.merchantId, merchantId), eq(floatDeposits.status, 'pending')))
          .orderBy(desc(floatDeposits.createdAt))
          .limit(20),
      ]);
      return { walletBalance: centsToDecimal(wallet.balance), pending: pending.map(toDto) };
    },

    /** A retried tap with the same Idempotency-Key answers the first deposit. */
    async load(
      merchantId: string,
      amount: number,
      key: string | undefined,
    ): Promise<FloatDepositResult> {
      const now = clock();
      const claimed = await runIdempotent<{ id: string }>(
        db,
        { merchantId, scope: SCOPE, key, requestBody: { amount }, now },
        async (tx) => {
          const reference = await nextNumber(tx, merchantId, 'float');
          const [row] = await tx
            .insert(floatDeposits)
            .values({
              merchantId,
              reference,
              amount: centsToDecimal(amount),
              provider: provider.name,
              sandbox: provider.mode === 'sandbox',
              createdAt: now,
            })
            .returning({ id: floatDeposits.id });
          return { id: row!.id };
        },
      );
      const row = await readDeposit(db, merchantId, claimed.body.id);
      if (claimed.replayed) return result(merchantId, row);
      let answer: FloatAnswer;
      try {
        answer = await provider.loadFloat({ clientReference: row.id, amount });
      } catch (error) {
        const failure = providerFailure(error, 'float deposit');
        await db.transaction(async (tx) => {
          await tx
            .update(floatDeposits)
            .set({ status: 'failed', failureReason: failure.message })
            .where(eq(floatDeposits.id, row.id));
          await releaseIdempotencyKey(tx, { merchantId, scope: SCOPE, key });
        });
        throw failure;
      }
      return result(merchantId, await record(row, answer));
    },

    /** Asks the provider about a pending deposit; confirmed, its float counts at once. */
    async refresh(merchantId: string, id: string): Promise<FloatDepositResult> {
      const row = await readDeposit(db, merchantId, id);
      if (row.status !== 'pending') throw conflict(FLOAT_MESSAGES.notPending);
      let answer: FloatAnswer;
      try {
        answer = await provider.floatStatus(row.id);
      } catch (error) {
        throw providerFailure(error, 'float deposit');
      }
      return result(merchantId, await record(row, answer));
    },
  };
}
