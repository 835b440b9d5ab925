import type { InstalmentCount } from '@shared/credit/schedule';
import { PAYMENT_REFUSALS } from '@shared/credit/reasons';
import type { Cents } from '@shared/money/money';
import type { PosPaymentMethod, PosSaleInstalment } from '@shared/pos/pos.schemas';
import type { Tx } from '@server/db/client';
import { ruleViolation } from '@server/lib/app-error';
import { chargeCredit } from '@server/domain/credit/charge-credit';
import { payFromWallet } from '@server/domain/wallets/wallet-ledger';

export interface SalePayment {
  merchantId: string;
  saleId: string;
  saleNumber: string;
  method: PosPaymentMethod;
  customerId: string | null;
  total: Cents;
  /** Credit only: 1 = pay in 30 days; 2-4 weekly instalments. */
  instalments?: InstalmentCount;
  now: Date;
  /** The cashier (a member of the shop's staff), null for the owner. */
  staffId: string | null;
}

/**
 * The payment step of a till sale, inside the sale's transaction (the sale
 * row exists already; throwing rolls the whole sale back). Cash and card are
 * taken at the counter. Wallet pays from the customer's prepaid wallet and
 * credit charges the customer's credit account; both need a customer and are
 * refused with 422 and a reason when the balance or the limit is short.
 */
export async function settleSalePayment(
  tx: Tx,
  payment: SalePayment,
): Promise<PosSaleInstalment[]> {
  const { merchantId, customerId, total, now } = payment;
  const description = `Till sale ${payment.saleNumber}`;
  // A sale discounted to nothing leaves nothing to take from a wallet or to owe on credit.
  if (total === 0 && (payment.method === 'wallet' || payment.method === 'credit')) {
    throw ruleViolation('NOTHING_TO_CHARGE', 'A sale of R0.00 is paid in cash or by card');
  }
  switch (payment.method) {
    case 'cash':
    case 'card':
      return [];
    case 'wallet':
      if (!customerId) {
        throw ruleViolation(PAYMENT_REFUSALS.noWallet, 'Choose the customer whose wallet pays');
      }
      await payFromWallet(tx, {
        merchantId,
        customerId,
        amountCents: total,
        posSaleId: payment.saleId,
        description,
        now,
      });
      return [];
    case 'credit': {
      if (!customerId) {
        throw ruleViolation(
          PAYMENT_REFUSALS.noCreditAccount,
          'Choose a customer with a credit account to sell on credit',
        );
      }
      const { instalments } = await chargeCredit(tx, {
        merchantId,
        customerId,
        amountCents: total,
        instalments: payment.instalments ?? 1,
        reference: { posSaleId: payment.saleId, description, staffId: payment.staffId },
        now,
      });
      return instalments.map(({ sequence, dueDate, amount }) => ({ sequence, dueDate, amount }));
    }
  }
}
