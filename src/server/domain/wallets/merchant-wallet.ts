import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SETTLED_METHODS } from '@shared/payments/payments.schemas';
import type { Cents } from '@shared/money/money';
import type { Db, Tx } from '../../db/client';
import { floatDeposits, orders, posSales, settlements, vasPurchases } from '../../db/schema';
import { centsOf, moneyText } from '../../lib/money-sql';

export interface MerchantWallet {
  /** Card, mobile-money and wallet takings (sales and paid orders). */
  unsettled: Cents;
  /** Settlements paid out to the merchant, failed ones excluded. */
  settled: Cents;
  /** Airtime, electricity and transfers bought from the wallet (pending or completed). */
  spent: Cents;
  /** Float the merchant loaded and the provider confirmed. */
  loaded: Cents;
  balance: Cents;
}

/**
 * The merchant's wallet: takings not yet settled plus float loaded, minus settlements and
 * value-added purchases.
 */
export async function merchantWallet(db: Db | Tx, merchantId: string): Promise<MerchantWallet> {
  const [saleTakings] = await db
    .select({ amount: moneyText(sql`sum(${posSales.totalAmount})`) })
    .from(posSales)
    .where(
      and(
        eq(posSales.merchantId, merchantId),
        eq(posSales.status, 'completed'),
        inArray(posSales.paymentMethod, [...SETTLED_METHODS]),
      ),
    );
  const [orderTakings] = await db
    .select({ amount: moneyText(sql`sum(${orders.totalAmount})`) })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        eq(orders.paymentStatus, 'paid'),
        ne(orders.status, 'cancelled'),
        inArray(orders.paymentMethod, [...SETTLED_METHODS]),
      ),
    );
  const [settledRow] = await db
    .select({ amount: moneyText(sql`sum(${settlements.amount})`) })
    .from(settlements)
    .where(and(eq(settlements.merchantId, merchantId), ne(settlements.status, 'failed')));
  const [spentRow] = await db
    .select({ amount: moneyText(sql`sum(${vasPurchases.amount})`) })
    .from(vasPurchases)
    .where(and(eq(vasPurchases.merchantId, merchantId), ne(vasPurchases.status, 'failed')));
  const [loadedRow] = await db
    .select({ amount: moneyText(sql`sum(${floatDeposits.amount})`) })
    .from(floatDeposits)
    .where(and(eq(floatDeposits.merchantId, merchantId), eq(floatDeposits.status, 'completed')));

  const unsettled = centsOf(saleTakings?.amount) + centsOf(orderTakings?.amount);
  const settled = centsOf(settledRow?.amount);
  const spent = centsOf(spentRow?.amount);
  const loaded = centsOf(loadedRow?.amount);
  return { unsettled, settled, spent, loaded, balance: unsettled + loaded - settled - spent };
}
