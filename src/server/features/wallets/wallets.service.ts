import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TopUpResult, TopUpSchema, Wallet } from '@shared/wallets/wallets.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Db, Tx } from '@server/db/client';
import type { Deps } from '@server/deps';
import { customers, wallets, walletTransactions } from '@server/db/schema/index';
import { notFound } from '@server/lib/app-error';
import { runIdempotent } from '@server/lib/idempotency';
import { centsOf } from '@server/lib/money-sql';
import { topUpWallet } from '@server/domain/wallets/wallet-ledger';
import { recordShiftMovement } from '@server/domain/shifts/shift-ledger';

type TopUp = z.output<typeof TopUpSchema>;

async function readWallets(db: Db | Tx, merchantId: string, only?: SQL): Promise<Wallet[]> {
  const rows = await db
    .select({ wallet: wallets, customerName: customers.name, customerPhone: customers.phone })
    .from(wallets)
    .innerJoin(customers, eq(customers.id, wallets.customerId))
    .where(and(eq(wallets.merchantId, merchantId), only))
    .orderBy(customers.name);
  return rows.map(({ wallet, customerName, customerPhone }) => ({
    id: wallet.id,
    customerId: wallet.customerId,
    customerName,
    customerPhone,
    balance: centsToDecimal(centsOf(wallet.balance)),
    status: wallet.status,
    createdAt: wallet.createdAt.toISOString(),
  }));
}

const toEntryDto = (row: typeof walletTransactions.$inferSelect) => ({
  id: row.id,
  type: row.type,
  amount: centsToDecimal(centsOf(row.amount)),
  description: row.description,
  posSaleId: row.posSaleId,
  createdAt: row.createdAt.toISOString(),
});

export function createWalletService({ db, clock }: Deps) {
  return {
    list: (merchantId: string) => readWallets(db, merchantId),

    async ledger(merchantId: string, customerId: string) {
      const [wallet] = await readWallets(db, merchantId, eq(wallets.customerId, customerId));
      if (!wallet) throw notFound('Wallet');
      const entries = await db
        .select()
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.merchantId, merchantId),
            eq(walletTransactions.walletId, wallet.id),
          ),
        )
        .orderBy(desc(walletTransactions.createdAt));
      return { wallet, transactions: entries.map(toEntryDto) };
    },

    /** Cash taken at the till onto the customer's wallet; idempotent with Idempotency-Key. */
    topUp(merchantId: string, customerId: string, input: TopUp, key: string | undefined) {
      const now = clock();
      return runIdempotent<TopUpResult>(
        db,
        { merchantId, scope: `wallet-top-up:${customerId}`, key, requestBody: input, now },
        async (tx) => {
          const [customer] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.id, customerId), eq(customers.merchantId, merchantId)));
          if (!customer) throw notFound('Customer');
          const { entry } = await topUpWallet(tx, {
            merchantId,
            customerId,
            amountCents: input.amount,
            description: input.description,
            now,
          });
          // Cash taken at the till: into the drawer's shift (only the owner tops up wallets).
          await recordShiftMovement(tx, {
            merchantId,
            kind: 'wallet_top_up',
            method: 'cash',
            amountCents: input.amount,
            sourceId: entry.id,
            reference: entry.description ?? 'Wallet top-up',
            staffId: null,
            now,
          });
          const [wallet] = await readWallets(tx, merchantId, eq(wallets.customerId, customerId));
          return { wallet: wallet!, transaction: toEntryDto(entry) };
        },
      );
    },
  };
}
