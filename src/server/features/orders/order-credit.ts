import { PAYMENT_REFUSALS } from '@shared/credit/reasons';
import { toCents } from '@shared/money/money';
import type { Tx } from '@server/db/client';
import { ruleViolation } from '@server/lib/app-error';
import { chargeCredit } from '@server/lib/credit-ledger';

/**
 * An order paid on credit charges the customer's active account once, in the
 * order's own transaction: when it is created as a credit order, or when an
 * existing order is switched to credit. Refused (422) like a till credit sale.
 */
export async function chargeOrderOnCredit(
  tx: Tx,
  order: {
    merchantId: string;
    customerId: string | null;
    orderId: string;
    orderNumber: string;
    totalAmount: string;
    now: Date;
  },
) {
  if (!order.customerId) {
    throw ruleViolation(
      PAYMENT_REFUSALS.noCreditAccount,
      'Choose a customer with a credit account to order on credit',
    );
  }
  const amountCents = toCents(order.totalAmount) ?? 0;
  if (amountCents <= 0) return;
  await chargeCredit(tx, {
    merchantId: order.merchantId,
    customerId: order.customerId,
    amountCents,
    instalments: 1,
    reference: { orderId: order.orderId, description: `Order ${order.orderNumber}` },
    now: order.now,
  });
}
