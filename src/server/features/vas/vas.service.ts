import { and, count, desc, eq } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import { insufficientFundsMessage } from '@shared/vas/float.schemas';
import type {
  VasPurchase,
  VasPurchaseListQuery,
  VasPurchaseRequest,
  VasPurchaseResult,
} from '@shared/vas/vas.schemas';
import type { Db, Tx } from '@server/db/client';
import type { Deps } from '@server/deps';
import { vasPurchases } from '@server/db/schema/index';
import { conflict, ruleViolation } from '@server/lib/app-error';
import { nextNumber } from '@server/lib/counters';
import { releaseIdempotencyKey, runIdempotent } from '@server/lib/idempotency';
import { merchantWallet } from '@server/domain/wallets/merchant-wallet';
import { centsOf } from '@server/lib/money-sql';
import { recordShiftMovement } from '@server/domain/shifts/shift-ledger';
import { createVasProvider } from './providers/create-vas-provider';
import { providerFailure } from './providers/provider-failure';
import type { VasProvider } from './providers/vas-provider';

type Row = typeof vasPurchases.$inferSelect;
const SCOPE = 'vas-purchase';

const toDto = (row: Row): VasPurchase => ({
  id: row.id,
  reference: row.reference,
  kind: row.kind,
  amount: centsToDecimal(centsOf(row.amount)),
  status: row.status,
  recipient: row.recipient,
  network: row.network,
  voucher: row.voucher,
  providerReference: row.providerReference,
  failureReason: row.failureReason,
  sandbox: row.sandbox,
  createdAt: row.createdAt.toISOString(),
});

/** One provider call for the purchase's kind. */
async function sell(provider: VasProvider, row: Row, input: VasPurchaseRequest) {
  const base = { clientReference: row.id, amount: input.amount };
  if (input.kind === 'airtime') {
    const { providerReference, pin } = await provider.buyAirtime({
      ...base,
      network: input.network,
      phone: input.phone,
    });
    return { providerReference, voucher: pin };
  }
  if (input.kind === 'electricity') {
    const { providerReference, token } = await provider.buyElectricity({
      ...base,
      meterNumber: input.meterNumber,
    });
    return { providerReference, voucher: token };
  }
  const { providerReference } = await provider.sendMoney({ ...base, phone: input.phone });
  return { providerReference, voucher: null };
}

async function readPurchase(db: Db | Tx, merchantId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(vasPurchases)
    .where(and(eq(vasPurchases.merchantId, merchantId), eq(vasPurchases.id, id)));
  return row!;
}

export function createVasService({ db, clock, env }: Deps) {
  const provider = createVasProvider(env);
  const result = async (merchantId: string, row: Row): Promise<VasPurchaseResult> => ({
    purchase: toDto(row),
    walletBalance: centsToDecimal((await merchantWallet(db, merchantId)).balance),
  });

  return {
    info: () => ({ mode: provider.mode, provider: provider.name }),

    async list(merchantId: string, query: VasPurchaseListQuery) {
      const mine = eq(vasPurchases.merchantId, merchantId);
      const rows = await db
        .select()
        .from(vasPurchases)
        .where(mine)
        .orderBy(desc(vasPurchases.createdAt), desc(vasPurchases.reference))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ n: count() }).from(vasPurchases).where(mine);
      return {
        items: rows.map(toDto),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Reserves the amount (a pending row debits the wallet) in one transaction that
     * refuses a short balance, calls the provider outside any transaction, then
     * completes the row, or marks it failed (no longer debited) and frees the key.
     */
    async purchase(
      merchantId: string,
      input: VasPurchaseRequest,
      key: string | undefined,
    ): Promise<VasPurchaseResult> {
      const now = clock();
      const claimed = await runIdempotent<{ id: string }>(
        db,
        { merchantId, scope: SCOPE, key, requestBody: input, now },
        async (tx) => {
          // The counter row is locked until commit: one purchase per merchant at a time.
          const reference = await nextNumber(tx, merchantId, 'vas');
          const { balance } = await merchantWallet(tx, merchantId);
          if (balance < input.amount) {
            throw ruleViolation(
              'INSUFFICIENT_FUNDS',
              insufficientFundsMessage(balance, input.amount),
              {
                balance: centsToDecimal(balance),
                amount: centsToDecimal(input.amount),
                shortfall: centsToDecimal(input.amount - balance),
              },
            );
          }
          const [row] = await tx
            .insert(vasPurchases)
            .values({
              merchantId,
              reference,
              kind: input.kind,
              amount: centsToDecimal(input.amount),
              recipient: input.kind === 'electricity' ? input.meterNumber : input.phone,
              network: input.kind === 'airtime' ? input.network : null,
              provider: provider.name,
              sandbox: provider.mode === 'sandbox',
              createdAt: now,
            })
            .returning({ id: vasPurchases.id });
          return { id: row!.id };
        },
      );

      const row = await readPurchase(db, merchantId, claimed.body.id);
      if (claimed.replayed) {
        if (row.status === 'pending') {
          throw conflict('This purchase is still being processed. Check the purchase history.');
        }
        return result(merchantId, row);
      }

      let sold: Awaited<ReturnType<typeof sell>>;
      try {
        sold = await sell(provider, row, input);
      } catch (error) {
        const failure = providerFailure(error, 'purchase');
        await db.transaction(async (tx) => {
          await tx
            .update(vasPurchases)
            .set({ status: 'failed', failureReason: failure.message })
            .where(eq(vasPurchases.id, row.id));
          await releaseIdempotencyKey(tx, { merchantId, scope: SCOPE, key });
        });
        throw failure;
      }
      // Completed, and the customer's cash into the drawer's shift, in one transaction.
      const completed = await db.transaction(async (tx) => {
        const completedAt = clock();
        const [done] = await tx
          .update(vasPurchases)
          .set({ status: 'completed', ...sold, completedAt })
          .where(eq(vasPurchases.id, row.id))
          .returning();
        await recordShiftMovement(tx, {
          merchantId,
          kind: 'vas_sale',
          method: 'cash',
          amountCents: centsOf(row.amount),
          sourceId: row.id,
          reference: row.reference,
          staffId: null,
          now: completedAt,
        });
        return done!;
      });
      return result(merchantId, completed);
    },
  };
}
