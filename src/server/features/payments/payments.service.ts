import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { PaymentsOverview } from '@shared/payments/payments.schemas';
import { centsToDecimal } from '@shared/money/money';
import { VAS_KIND_LABELS } from '@shared/vas/vas.schemas';
import type { Deps } from '@server/deps';
import {
  creditAccounts,
  creditTransactions,
  customers,
  orders,
  posSales,
  vasPurchases,
  wallets,
  walletTransactions,
} from '@server/db/schema/index';
import { merchantWallet } from '@server/domain/wallets/merchant-wallet';
import { centsOf, moneyText } from '@server/lib/money-sql';
import { johannesburgMonthStart } from '@shared/time/johannesburg';

const RECENT = 10;

export function createPaymentsService({ db, clock }: Deps) {
  return {
    async overview(merchantId: string): Promise<PaymentsOverview> {
      const since = johannesburgMonthStart(clock());
      const sales = and(eq(posSales.merchantId, merchantId), eq(posSales.status, 'completed'));
      const paidOrders = and(
        eq(orders.merchantId, merchantId),
        eq(orders.paymentStatus, 'paid'),
        ne(orders.status, 'cancelled'),
      );
      const count = sql<number>`count(*)::int`;

      // Independent reads, sent together (PostgreSQL runs them on separate connections).
      const [wallet, saleMethods, orderMethods, [pending], [walletTotals], recentTransactions] =
        await Promise.all([
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
          recent(merchantId),
        ]);

      const methods = new Map<string, { count: number; cents: number }>();
      for (const row of [...saleMethods, ...orderMethods]) {
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
        settled: centsToDecimal(wallet.settled),
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

  /** The newest sales, order payments, repayments, top-ups and utility purchases: one query
   * each, run together, then merged. */
  async function recent(merchantId: string) {
    const [saleRows, orderRows, repaymentRows, topUpRows, utilityRows] = await Promise.all([
      db
        .select({
          id: posSales.id,
          reference: posSales.saleNumber,
          method: posSales.paymentMethod,
          amount: posSales.totalAmount,
          createdAt: posSales.createdAt,
        })
        .from(posSales)
        .where(and(eq(posSales.merchantId, merchantId), eq(posSales.status, 'completed')))
        .orderBy(desc(posSales.createdAt))
        .limit(RECENT),
      db
        .select({
          id: orders.id,
          reference: orders.orderNumber,
          method: orders.paymentMethod,
          amount: orders.totalAmount,
          createdAt: orders.updatedAt,
        })
        .from(orders)
        .where(and(eq(orders.merchantId, merchantId), eq(orders.paymentStatus, 'paid')))
        .orderBy(desc(orders.updatedAt))
        .limit(RECENT),
      db
        .select({
          id: creditTransactions.id,
          reference: customers.name,
          amount: creditTransactions.amount,
          createdAt: creditTransactions.createdAt,
        })
        .from(creditTransactions)
        .innerJoin(creditAccounts, eq(creditAccounts.id, creditTransactions.creditAccountId))
        .innerJoin(customers, eq(customers.id, creditAccounts.customerId))
        .where(
          and(
            eq(creditTransactions.merchantId, merchantId),
            eq(creditTransactions.type, 'payment'),
          ),
        )
        .orderBy(desc(creditTransactions.createdAt))
        .limit(RECENT),
      db
        .select({
          id: walletTransactions.id,
          reference: customers.name,
          amount: walletTransactions.amount,
          createdAt: walletTransactions.createdAt,
        })
        .from(walletTransactions)
        .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
        .innerJoin(customers, eq(customers.id, wallets.customerId))
        .where(
          and(eq(walletTransactions.merchantId, merchantId), eq(walletTransactions.type, 'top_up')),
        )
        .orderBy(desc(walletTransactions.createdAt))
        .limit(RECENT),
      db
        .select({
          id: vasPurchases.id,
          kind: vasPurchases.kind,
          reference: vasPurchases.reference,
          amount: vasPurchases.amount,
          createdAt: vasPurchases.createdAt,
        })
        .from(vasPurchases)
        .where(and(eq(vasPurchases.merchantId, merchantId), eq(vasPurchases.status, 'completed')))
        .orderBy(desc(vasPurchases.createdAt))
        .limit(RECENT),
    ]);
    const rows = [
      ...saleRows.map((r) => ({ ...r, kind: 'sale' as const })),
      ...orderRows.map((r) => ({ ...r, kind: 'order_payment' as const })),
      ...repaymentRows.map((r) => ({ ...r, method: 'cash', kind: 'repayment' as const })),
      ...topUpRows.map((r) => ({ ...r, method: 'cash', kind: 'top_up' as const })),
      ...utilityRows.map((r) => ({
        ...r,
        reference: `${VAS_KIND_LABELS[r.kind]} ${r.reference}`,
        method: 'wallet',
        kind: 'utility' as const,
      })),
    ];
    return rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, RECENT)
      .map((r) => ({
        id: r.id,
        kind: r.kind,
        reference: r.reference,
        method: r.method,
        amount: centsToDecimal(centsOf(r.amount)),
        createdAt: r.createdAt.toISOString(),
      }));
  }
}
