import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { PaymentListQuery, PaymentsOverview } from '@shared/payments/payments.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Deps } from '@server/deps';
import { orders, posSales, refunds, wallets } from '@server/db/schema/index';
import { tillRefund } from '@server/domain/refunds/refund-sums';
import { merchantWallet } from '@server/domain/wallets/merchant-wallet';
import { centsOf, moneyText } from '@server/lib/money-sql';
import { johannesburgMonthStart } from '@shared/time/johannesburg';
import { readRecentTransactions } from './recent-transactions';
import type { ServerTexts } from '@server/lib/i18n';
import { listPayments } from './payments-list';

export function createPaymentsService({ db, database, clock }: Deps) {
  return {
    list: (merchantId: string, query: PaymentListQuery) => listPayments(db, merchantId, query),

    /** Figures that tolerate lag: read from the replica when there is one. */
    async overview(merchantId: string, texts: ServerTexts): Promise<PaymentsOverview> {
      const db = database.lagTolerant();
      const since = johannesburgMonthStart(clock());
      const sales = and(eq(posSales.merchantId, merchantId), eq(posSales.status, 'completed'));
      const paidOrders = and(
        eq(orders.merchantId, merchantId),
        eq(orders.paymentStatus, 'paid'),
        ne(orders.status, 'cancelled'),
      );
      const count = sql<number>`count(*)::int`;

      // Independent reads, sent together (PostgreSQL runs them on separate connections).
      const [
        wallet,
        saleMethods,
        orderMethods,
        [pending],
        [walletTotals],
        recentTransactions,
        refundMethods,
      ] = await Promise.all([
        merchantWallet(db, merchantId),
        db
          .select({
            method: posSales.paymentMethod,
            count,
            amount: moneyText(sql`sum(${posSales.totalAmount})`),
          })
          .from(posSales)
          .where(and(sales, gte(posSales.createdAt, since)))
          .groupBy(posSales.paymentMethod),
        db
          .select({
            method: sql<string>`coalesce(${orders.paymentMethod}, 'cash')`,
            count,
            amount: moneyText(sql`sum(${orders.totalAmount})`),
          })
          .from(orders)
          .where(and(paidOrders, gte(orders.createdAt, since)))
          .groupBy(sql`coalesce(${orders.paymentMethod}, 'cash')`),
        db
          .select({ count, amount: moneyText(sql`sum(${orders.totalAmount})`) })
          .from(orders)
          .where(
            and(
              eq(orders.merchantId, merchantId),
              eq(orders.paymentStatus, 'pending'),
              ne(orders.status, 'cancelled'),
            ),
          ),
        db
          .select({ count, total: moneyText(sql`sum(${wallets.balance})`) })
          .from(wallets)
          .where(eq(wallets.merchantId, merchantId)),
        readRecentTransactions(db, merchantId, texts),
        // Refunds come off the method the sale was paid by, and count no sale.
        db
          .select({
            method: posSales.paymentMethod,
            count: sql<number>`0`.mapWith(Number),
            amount: moneyText(sql`-sum(${refunds.amount})`),
          })
          .from(refunds)
          .innerJoin(posSales, eq(posSales.id, refunds.posSaleId))
          .where(and(eq(refunds.merchantId, merchantId), tillRefund, gte(refunds.createdAt, since)))
          .groupBy(posSales.paymentMethod),
      ]);

      const methods = new Map<string, { count: number; cents: number }>();
      for (const row of [...saleMethods, ...orderMethods, ...refundMethods]) {
        const current = methods.get(row.method) ?? { count: 0, cents: 0 };
        methods.set(row.method, {
          count: current.count + row.count,
          cents: current.cents + centsOf(row.amount),
        });
      }
      const monthlyCents = [...methods.values()].reduce((sum, m) => sum + m.cents, 0);
      return {
        walletBalance: centsToDecimal(wallet.balance),
        unsettledTakings: centsToDecimal(wallet.unsettled),
        valueAddedPurchases: centsToDecimal(wallet.spent),
        monthlyRevenue: centsToDecimal(monthlyCents),
        monthlySales: [...methods.values()].reduce((sum, m) => sum + m.count, 0),
        pendingPayments: {
          count: pending?.count ?? 0,
          amount: centsToDecimal(centsOf(pending?.amount)),
        },
        paymentMethods: [...methods]
          .map(([method, m]) => ({ method, count: m.count, amount: centsToDecimal(m.cents) }))
          .sort((a, b) => b.count - a.count || a.method.localeCompare(b.method)),
        recentTransactions,
        customerWallets: {
          count: walletTotals?.count ?? 0,
          total: centsToDecimal(centsOf(walletTotals?.total)),
        },
      };
    },
  };
}
