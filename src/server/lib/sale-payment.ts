import type { Cents } from '@shared/money/money';
import type { PosPaymentMethod } from '@shared/pos/pos.schemas';
import type { Tx } from '../db/client';
import { ruleViolation } from './app-error';

export interface SalePayment {
  merchantId: string;
  saleId: string;
  saleNumber: string;
  method: PosPaymentMethod;
  customerId: string | null;
  total: Cents;
}

/**
 * The payment step of a till sale, inside the sale's transaction (the sale
 * row exists already; throwing rolls the whole sale back). Cash and card are
 * taken at the counter. Wallet and credit charge the customer's wallet or
 * credit account; they are refused until those ledgers exist.
 */
export async function settleSalePayment(_tx: Tx, payment: SalePayment): Promise<void> {
  switch (payment.method) {
    case 'cash':
    case 'card':
      return;
    case 'wallet':
      throw ruleViolation(
        'PAYMENT_METHOD_UNAVAILABLE',
        'Wallet payments are not available yet. Take cash or card for this sale.',
        { paymentMethod: 'wallet' },
      );
    case 'credit':
      throw ruleViolation(
        'PAYMENT_METHOD_UNAVAILABLE',
        'Credit payments are not available yet. Take cash or card for this sale.',
        { paymentMethod: 'credit' },
      );
  }
}
