import { and, desc, eq, inArray } from 'drizzle-orm';
import { centsToDecimal } from '@shared/money/money';
import { VAS_KIND_LABELS } from '@shared/vas/vas.schemas';
import { LOAN_TERMS } from '@shared/micro-lending/loan-types';
import type { Db } from '@server/db/client';
import {
  creditAccounts,
  creditTransactions,
  customers,
  loanTransactions,
  microLoans,
  orders,
  posSales,
  refunds,
  vasPurchases,
  wallets,
  walletTransactions,
} from '@server/db/schema/index';
import type { ServerTexts } from '@server/lib/i18n';
import { centsOf } from '@server/lib/money-sql';
import { tillRefund } from '@server/domain/refunds/refund-sums';

const RECENT = 10;

/**
 * The newest sales, order payments, repayments, top-ups, utility purchases, loan payouts and
 * repayments and till refunds (negative): one query each, run together, then merged. Product names of the platform (a VAS
 * kind, a loan type) are worded in the reader's language.
 */
export async function readRecentTransactions(db: Db, merchantId: string, texts: ServerTexts) {
  const [saleRows, orderRows, repaymentRows, topUpRows, utilityRows, loanRows, refundRows] =
    await Promise.all([
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
      db
        .select({
          id: loanTransactions.id,
          type: loanTransactions.type,
          loanType: microLoans.loanType,
          amount: loanTransactions.amount,
          createdAt: loanTransactions.createdAt,
        })
        .from(loanTransactions)
        .innerJoin(microLoans, eq(microLoans.id, loanTransactions.loanId))
        .where(
          and(
            eq(loanTransactions.merchantId, merchantId),
            eq(loanTransactions.status, 'completed'),
            inArray(loanTransactions.type, ['disbursement', 'repayment']),
          ),
        )
        .orderBy(desc(loanTransactions.createdAt))
        .limit(RECENT),
      db
        .select({
          id: refunds.id,
          reference: refunds.creditNoteNumber,
          method: refunds.method,
          amount: refunds.amount,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .where(and(eq(refunds.merchantId, merchantId), tillRefund))
        .orderBy(desc(refunds.createdAt))
        .limit(RECENT),
    ]);
  const rows = [
    ...saleRows.map((r) => ({ ...r, kind: 'sale' as const })),
    ...orderRows.map((r) => ({ ...r, kind: 'order_payment' as const })),
    ...repaymentRows.map((r) => ({ ...r, method: 'cash', kind: 'repayment' as const })),
    ...topUpRows.map((r) => ({ ...r, method: 'cash', kind: 'top_up' as const })),
    ...utilityRows.map((r) => ({
      ...r,
      reference: `${texts.message(VAS_KIND_LABELS[r.kind])} ${r.reference}`,
      method: 'wallet',
      kind: 'utility' as const,
    })),
    ...loanRows.map((r) => ({
      ...r,
      reference: texts.message(LOAN_TERMS[r.loanType].label),
      method: null,
      kind: r.type === 'repayment' ? ('loan_repayment' as const) : ('loan_disbursement' as const),
    })),
    ...refundRows.map((r) => ({
      ...r,
      amount: centsToDecimal(-centsOf(r.amount)),
      kind: 'refund' as const,
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
