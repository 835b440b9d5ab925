import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SETTLED_METHODS } from '@shared/payments/payments.schemas';
import type { Cents } from '@shared/money/money';
import type { Db, Tx } from '../../db/client';
import { floatDeposits, orders, posSales, vasPurchases } from '../../db/schema';
import { centsOf, moneyText } from '../../lib/money-sql';

export interface MerchantWallet {
  /** Card, mobile-money and wallet takings (sales and paid orders); no payouts exist yet. */
  unsettled: Cents;
  /** Airtime, electricity and transfers bought from the wallet (pending or completed). */
  spent: Cents;
  /** Float the merchant loaded and the provider confirmed. */
  loaded: Cents;
  balance: Cents;
}

/**
 * The merchant's wallet: card, mobile-money and wallet takings plus float loaded, minus
 * value-added purchases. Payouts to the merchant are not built yet (docs/design.md "Money").
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
  const [spentRow] = await db
    .select({ amount: moneyText(sql`sum(${vasPurchases.amount})`) })
    .from(vasPurchases)
    .where(and(eq(vasPurchases.merchantId, merchantId), ne(vasPurchases.status, 'failed')));
  const [loadedRow] = await db
    .select({ amount: moneyText(sql`sum(${floatDeposits.amount})`) })
    .from(floatDeposits)
    .where(and(eq(floatDeposits.merchantId, merchantId), eq(floatDeposits.status, 'completed')));

  const unsettled = centsOf(saleTakings?.amount) + centsOf(orderTakings?.amount);
  const spent = centsOf(spentRow?.amount);
  const loaded = centsOf(loadedRow?.amount);
  return { unsettled, spent, loaded, balance: unsettled + loaded - spent };
}
