import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  ERASED_CUSTOMER_NAME,
  PRIVACY_MESSAGES,
  type CustomerExport,
  type EraseRefusal,
} from '@shared/customers/privacy.schemas';
import type { Customer } from '@shared/customers/customers.schemas';
import type { Deps } from '@server/deps';
import type { Db, Tx } from '@server/db/client';
import {
  creditAccounts,
  creditInstalments,
  customerConsents,
  customers,
  orders,
  wallets,
} from '@server/db/schema/index';
import { ruleViolation } from '@server/lib/app-error';
import { consentHistory } from './customer-consent.service';
import { findOwnedCustomer } from './customer-lookup';
import { toCustomer } from './customer-dto';
import {
  creditExport,
  loyaltyExport,
  orderExport,
  saleExport,
  walletExport,
} from './customer-export';

/**
 * What still ties the shop to the person: a balance on the book (an open BNPL plan is part of
 * it), money in their wallet (store credit the shop owes them), an order not yet done.
 */
async function eraseRefusal(db: Db | Tx, merchantId: string, customerId: string) {
  const mine = (table: typeof creditAccounts | typeof wallets | typeof orders) =>
    and(eq(table.merchantId, merchantId), eq(table.customerId, customerId));
  const [owing, openPlan, wallet, open] = await Promise.all([
    db
      .select({ id: creditAccounts.id })
      .from(creditAccounts)
      .where(and(mine(creditAccounts), gt(creditAccounts.currentBalance, '0')))
      .limit(1),
    db
      .select({ id: creditInstalments.id })
      .from(creditInstalments)
      .innerJoin(creditAccounts, eq(creditAccounts.id, creditInstalments.creditAccountId))
      .where(
        and(
          mine(creditAccounts),
          sql`${creditInstalments.paidAmount} < ${creditInstalments.amount}`,
        ),
      )
      .limit(1),
    db
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(mine(wallets), gt(wallets.balance, '0')))
      .limit(1),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(mine(orders), inArray(orders.status, ['pending', 'processing'])))
      .limit(1),
  ]);
  const refusals: [boolean, EraseRefusal, string][] = [
    [owing.length + openPlan.length > 0, 'owes_on_book', PRIVACY_MESSAGES.owesOnBook],
    [wallet.length > 0, 'wallet_balance', PRIVACY_MESSAGES.walletBalance],
    [open.length > 0, 'open_orders', PRIVACY_MESSAGES.openOrders],
  ];
  return refusals.find(([holds]) => holds);
}

export function createCustomerPrivacyService({ db, clock }: Deps) {
  return {
    /** Everything the shop holds on one customer, and nothing of anyone else. */
    async export(merchantId: string, customerId: string): Promise<CustomerExport> {
      const customer = await findOwnedCustomer(db, merchantId, customerId);
      const [consents, sales, orderRows, credit, wallet, loyalty] = await Promise.all([
        consentHistory(db, merchantId, customerId),
        saleExport(db, merchantId, customerId),
        orderExport(db, merchantId, customerId),
        creditExport(db, merchantId, customerId),
        walletExport(db, merchantId, customerId),
        loyaltyExport(db, merchantId, customerId),
      ]);
      return {
        exportedAt: clock().toISOString(),
        customer: toCustomer(customer),
        consents,
        sales,
        orders: orderRows,
        credit,
        wallet,
        loyalty,
      };
    },

    /**
     * Forgets the person: name replaced, phone, email and address blank, consent history gone.
     * The sales, orders and book stay on the row (the shop's totals do not move), which now
     * names no one. Refused (422) while the customer owes, has store credit or an open order.
     */
    async erase(merchantId: string, customerId: string): Promise<Customer> {
      return db.transaction(async (tx) => {
        const customer = await findOwnedCustomer(tx, merchantId, customerId, true);
        if (customer.erasedAt) return toCustomer(customer);
        const refusal = await eraseRefusal(tx, merchantId, customerId);
        if (refusal) throw ruleViolation(refusal[1], refusal[2]);
        await tx
          .delete(customerConsents)
          .where(
            and(
              eq(customerConsents.merchantId, merchantId),
              eq(customerConsents.customerId, customerId),
            ),
          );
        await tx
          .update(wallets)
          .set({ cardNumber: null })
          .where(and(eq(wallets.merchantId, merchantId), eq(wallets.customerId, customerId)));
        const now = clock();
        const [row] = await tx
          .update(customers)
          .set({
            name: ERASED_CUSTOMER_NAME,
            phone: '',
            email: null,
            address: null,
            erasedAt: now,
            updatedAt: now,
          })
          .where(and(eq(customers.id, customerId), eq(customers.merchantId, merchantId)))
          .returning();
        return toCustomer(row!);
      });
    },
  };
}
