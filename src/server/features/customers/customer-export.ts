import { and, asc, eq, sum } from 'drizzle-orm';
import type { CustomerExport } from '@shared/customers/privacy.schemas';
import type { PosSaleItem } from '@shared/pos/pos.schemas';
import type { Db } from '@server/db/client';
import {
  creditAccounts,
  creditInstalments,
  creditTransactions,
  loyaltyCards,
  loyaltyStamps,
  orders,
  posSales,
  walletTransactions,
  wallets,
} from '@server/db/schema/index';

/** One customer's rows of each kind for the export, oldest first; each query scoped to the shop. */

export async function saleExport(db: Db, merchantId: string, customerId: string) {
  const rows = await db
    .select()
    .from(posSales)
    .where(and(eq(posSales.merchantId, merchantId), eq(posSales.customerId, customerId)))
    .orderBy(asc(posSales.createdAt));
  return rows.map((sale) => ({
    id: sale.id,
    number: sale.saleNumber,
    totalAmount: sale.totalAmount,
    paymentMethod: sale.paymentMethod,
    createdAt: sale.createdAt.toISOString(),
    items: (sale.items as PosSaleItem[]).map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
  }));
}

export async function orderExport(db: Db, merchantId: string, customerId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.customerId, customerId)))
    .orderBy(asc(orders.createdAt));
  return rows.map((order) => ({
    id: order.id,
    number: order.orderNumber,
    totalAmount: order.totalAmount,
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt.toISOString(),
  }));
}

export async function creditExport(
  db: Db,
  merchantId: string,
  customerId: string,
): Promise<CustomerExport['credit']> {
  const [account] = await db
    .select()
    .from(creditAccounts)
    .where(
      and(eq(creditAccounts.merchantId, merchantId), eq(creditAccounts.customerId, customerId)),
    );
  if (!account) return null;
  const ofAccount = <T extends typeof creditTransactions | typeof creditInstalments>(table: T) =>
    and(eq(table.merchantId, merchantId), eq(table.creditAccountId, account.id));
  const [transactions, instalments] = await Promise.all([
    db
      .select()
      .from(creditTransactions)
      .where(ofAccount(creditTransactions))
      .orderBy(asc(creditTransactions.createdAt)),
    db
      .select()
      .from(creditInstalments)
      .where(ofAccount(creditInstalments))
      .orderBy(asc(creditInstalments.dueDate), asc(creditInstalments.sequence)),
  ]);
  return {
    creditLimit: account.creditLimit,
    balance: account.currentBalance,
    status: account.status,
    transactions: transactions.map((row) => ({
      type: row.type,
      amount: row.amount,
      method: row.method,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
    instalments: instalments.map((row) => ({
      sequence: row.sequence,
      dueDate: row.dueDate,
      amount: row.amount,
      paidAmount: row.paidAmount,
    })),
  };
}

export async function walletExport(
  db: Db,
  merchantId: string,
  customerId: string,
): Promise<CustomerExport['wallet']> {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.merchantId, merchantId), eq(wallets.customerId, customerId)));
  if (!wallet) return null;
  const transactions = await db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.merchantId, merchantId),
        eq(walletTransactions.walletId, wallet.id),
      ),
    )
    .orderBy(asc(walletTransactions.createdAt));
  return {
    balance: wallet.balance,
    status: wallet.status,
    transactions: transactions.map((row) => ({
      type: row.type,
      amount: row.amount,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function loyaltyExport(
  db: Db,
  merchantId: string,
  customerId: string,
): Promise<CustomerExport['loyalty']> {
  const mine = <T extends typeof loyaltyCards | typeof loyaltyStamps>(table: T) =>
    and(eq(table.merchantId, merchantId), eq(table.customerId, customerId));
  const [cards, [stamps]] = await Promise.all([
    db.select().from(loyaltyCards).where(mine(loyaltyCards)).orderBy(asc(loyaltyCards.createdAt)),
    db
      .select({ given: sum(loyaltyStamps.stamps).mapWith(Number) })
      .from(loyaltyStamps)
      .where(mine(loyaltyStamps)),
  ]);
  return {
    cards: cards.map((card) => ({
      currentStamps: card.currentStamps,
      targetStamps: card.targetStamps,
      rewardDescription: card.rewardDescription,
      isActive: card.isActive,
      createdAt: card.createdAt.toISOString(),
    })),
    stampsGiven: stamps?.given ?? 0,
  };
}
