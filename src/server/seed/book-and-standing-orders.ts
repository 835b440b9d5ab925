import type { Tx } from '../db/client';
import { creditAccounts, promotions, repeatOrders } from '../db/schema';
import { chargeCredit } from '../domain/credit/charge-credit';
import { repayCredit } from '../domain/credit/repay-credit';
import { topUpWallet } from '../domain/wallets/wallet-ledger';
import { DAY_MS } from '@shared/time/johannesburg';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';

export interface ShopIds {
  merchantId: string;
  products: string[];
  customers: string[];
  brands: Map<string, string>;
}

/**
 * "The book" (credit accounts with charges, instalments and repayments, one of them overdue),
 * prepaid wallets, standing (repeat) orders and brand promotions of the demo shop. Written with
 * the same ledger functions the till uses, so balances and instalments are consistent.
 */
export async function writeBookAndStandingOrders(tx: Tx, ids: ShopIds, now: Date) {
  const { merchantId } = ids;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const book = [
    { customer: 0, limit: '800.00', charges: [{ days: 24, cents: 36_850, parts: 2 as const }] },
    { customer: 1, limit: '500.00', charges: [{ days: 10, cents: 21_400, parts: 4 as const }] },
    { customer: 3, limit: '300.00', charges: [{ days: 5, cents: 9_975, parts: 1 as const }] },
  ];
  for (const entry of book) {
    const customerId = ids.customers[entry.customer]!;
    const [account] = await tx
      .insert(creditAccounts)
      .values({ merchantId, customerId, creditLimit: entry.limit, createdAt: daysAgo(40) })
      .returning();
    for (const charge of entry.charges) {
      await chargeCredit(tx, {
        merchantId,
        customerId,
        amountCents: charge.cents,
        reference: { description: 'Groceries on the book' },
        instalments: charge.parts,
        now: daysAgo(charge.days),
      });
    }
    if (entry.customer === 0) {
      // Paid the first instalment only; the second is now overdue.
      await repayCredit(tx, {
        merchantId,
        accountId: account!.id,
        amountCents: 18_425,
        method: 'cash',
        now: daysAgo(16),
      });
    }
  }

  for (const [customer, cents, days] of [
    [2, 20_000, 12],
    [4, 10_000, 3],
  ] as const) {
    await topUpWallet(tx, {
      merchantId,
      customerId: ids.customers[customer]!,
      amountCents: cents,
      now: daysAgo(days),
    });
  }

  const today = johannesburgDate(now);
  await tx.insert(repeatOrders).values(
    [
      { customer: 5, product: 0, quantity: 10, frequency: 'weekly' as const, inDays: 2 },
      { customer: 6, product: 3, quantity: 12, frequency: 'biweekly' as const, inDays: 5 },
      { customer: 8, product: 7, quantity: 6, frequency: 'monthly' as const, inDays: 18 },
    ].map((r) => ({
      merchantId,
      customerId: ids.customers[r.customer]!,
      productId: ids.products[r.product]!,
      quantity: r.quantity,
      frequency: r.frequency,
      nextOrderDate: addDays(today, r.inDays),
      createdAt: daysAgo(30),
    })),
  );

  await tx.insert(promotions).values(
    [
      { brand: 'Albany', title: 'Bulk bread Fridays', percent: '5.00', from: -3, to: 11 },
      { brand: 'Sasko', title: 'Sasko flour winter deal', percent: '10.00', from: -10, to: 20 },
    ].map((p) => ({
      merchantId,
      brandId: ids.brands.get(p.brand)!,
      title: p.title,
      description: `${p.percent.replace('.00', '')}% off for spaza shops`,
      discountPercentage: p.percent,
      startDate: addDays(today, p.from),
      endDate: addDays(today, p.to),
      createdAt: daysAgo(12),
    })),
  );
}
