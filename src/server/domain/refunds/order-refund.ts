import { eq } from 'drizzle-orm';
import { centsToDecimal, type Cents } from '@shared/money/money';
import type { RefundMethod } from '@shared/pos/refund.schemas';
import type { Tx } from '../../db/client';
import { creditAccounts, creditTransactions, refundLines, refunds } from '../../db/schema';
import { nextNumber } from '../../lib/counters';
import { centsOf } from '../../lib/money-sql';
import { creditBackOrder, orderCreditByAccount } from '../credit/order-credit';
import { ledgerBalanceCents, lockAccount, writeBalance } from '../credit/ledger';
import { refundToWallet } from '../wallets/wallet-ledger';

export interface CancelledOrder {
  merchantId: string;
  orderId: string;
  orderNumber: string;
  items: readonly {
    productId: string;
    productName: string;
    quantity: number;
    totalPrice: string;
  }[];
  now: Date;
}

/**
 * Gives back what one account was charged for the order: the order's charge is taken back in
 * full (its unpaid instalments shrink), and what the customer had already repaid of it, beyond
 * what they still owe, moves to their wallet as store credit, so the balance never goes below
 * zero. Returns the store credit.
 */
async function giveOrderCreditBack(
  tx: Tx,
  order: CancelledOrder,
  entry: { accountId: string; customerId: string; cents: Cents },
  description: string,
): Promise<Cents> {
  const { merchantId, now } = order;
  const account = await lockAccount(tx, merchantId, eq(creditAccounts.id, entry.accountId));
  const owed = Math.max(await ledgerBalanceCents(tx, merchantId, entry.accountId), 0);
  await creditBackOrder(tx, {
    merchantId,
    accountId: entry.accountId,
    orderId: order.orderId,
    amountCents: entry.cents,
    description,
    now,
  });
  const excess = entry.cents - Math.min(owed, entry.cents);
  if (excess <= 0) return 0;
  await tx.insert(creditTransactions).values({
    merchantId,
    creditAccountId: entry.accountId,
    type: 'adjustment',
    amount: centsToDecimal(excess),
    description: `${description}: store credit to the wallet`,
    createdAt: now,
  });
  await writeBalance(tx, account!, await ledgerBalanceCents(tx, merchantId, entry.accountId), now);
  await refundToWallet(tx, {
    merchantId,
    customerId: entry.customerId,
    amountCents: excess,
    description,
    now,
  });
  return excess;
}

/**
 * The credit note of a cancelled order that was paid (charged to the customer's credit book):
 * numbered per shop like a till refund's, the money back the way it came. Null when nothing
 * was paid (a cash-on-delivery or unpaid order). Stock goes back through the cancellation.
 */
export async function issueOrderCreditNote(tx: Tx, order: CancelledOrder): Promise<string | null> {
  const onBook = (await orderCreditByAccount(tx, order.merchantId, order.orderId)).filter(
    (entry) => entry.cents > 0,
  );
  if (onBook.length === 0) return null;
  const creditNoteNumber = await nextNumber(tx, order.merchantId, 'credit_note');
  const description = `Credit note ${creditNoteNumber} of ${order.orderNumber}`;
  let amount = 0;
  let storeCredit = 0;
  for (const entry of onBook) {
    amount += entry.cents;
    storeCredit += await giveOrderCreditBack(tx, order, entry, description);
  }
  const method: RefundMethod = storeCredit === amount ? 'store_credit' : 'credit';
  const [refund] = await tx
    .insert(refunds)
    .values({
      merchantId: order.merchantId,
      orderId: order.orderId,
      creditNoteNumber,
      amount: centsToDecimal(amount),
      vat: '0.00',
      method,
      storeCredit: storeCredit > 0 ? centsToDecimal(storeCredit) : null,
      reason: 'other',
      restock: true,
      createdAt: order.now,
    })
    .returning({ id: refunds.id });
  if (order.items.length > 0) {
    await tx.insert(refundLines).values(
      order.items.map((item, lineIndex) => ({
        merchantId: order.merchantId,
        refundId: refund!.id,
        lineIndex,
        productId: item.productId,
        name: item.productName,
        quantity: item.quantity,
        amount: centsToDecimal(centsOf(item.totalPrice)),
        vat: '0.00',
        createdAt: order.now,
      })),
    );
  }
  return creditNoteNumber;
}
