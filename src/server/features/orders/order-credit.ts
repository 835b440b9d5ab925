import { PAYMENT_REFUSALS } from '@shared/credit/reasons';
import type { Tx } from '@server/db/client';
import { ruleViolation } from '@server/lib/app-error';
import { centsOf } from '@server/lib/money-sql';
import { chargeCredit } from '@server/domain/credit/charge-credit';
import { creditBackOrder, orderCreditByAccount } from '@server/domain/credit/order-credit';

export interface OrderOnTheBook {
  merchantId: string;
  orderId: string;
  orderNumber: string;
  customerId: string | null;
  totalAmount: string;
  /** Whether the order should be on the book now: paid on credit and not cancelled. */
  onCredit: boolean;
  now: Date;
}

/**
 * Keeps what an order owes on the customer's credit account equal to what it should owe, in the
 * order's own transaction: a credit order charges its total once (refused with 422 like a till
 * credit sale); a larger total charges the difference; a cancelled order, a cut total, a change
 * of customer or of payment method takes back what is no longer owed.
 */
export async function reconcileOrderCredit(tx: Tx, order: OrderOnTheBook) {
  const owed = order.onCredit ? centsOf(order.totalAmount) : 0;
  if (order.onCredit && !order.customerId) {
    throw ruleViolation(
      PAYMENT_REFUSALS.noCreditAccount,
      'Choose a customer with a credit account to order on credit',
    );
  }
  const onBook = await orderCreditByAccount(tx, order.merchantId, order.orderId);
  let charged = 0;
  for (const entry of onBook) {
    const keep = entry.customerId === order.customerId ? Math.min(entry.cents, owed) : 0;
    if (entry.cents > keep) {
      await creditBackOrder(tx, {
        merchantId: order.merchantId,
        accountId: entry.accountId,
        orderId: order.orderId,
        amountCents: entry.cents - keep,
        description: `Order ${order.orderNumber} changed`,
        now: order.now,
      });
    }
    charged += keep;
  }
  if (owed > charged) {
    await chargeCredit(tx, {
      merchantId: order.merchantId,
      customerId: order.customerId!,
      amountCents: owed - charged,
      instalments: 1,
      reference: { orderId: order.orderId, description: `Order ${order.orderNumber}` },
      now: order.now,
    });
  }
}
