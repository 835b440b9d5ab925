import { eq } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';
import { centsToDecimal } from '@shared/money/money';
import { checkCredit } from '@shared/credit/credit-limit';
import { PAYMENT_REFUSALS } from '@shared/credit/reasons';
import { instalmentSchedule, type InstalmentCount } from '@shared/credit/schedule';
import type { Tx } from '../../db/client';
import { creditAccounts, creditInstalments, creditTransactions } from '../../db/schema';
import { ruleViolation } from '../../lib/app-error';
import { centsOf } from '../../lib/money-sql';
import { ledgerBalanceCents, lockAccount, writeBalance } from './ledger';

export interface ChargeInput {
  merchantId: string;
  customerId: string;
  amountCents: Cents;
  /** staffId: who recorded it (a member of the shop's staff), null or absent for the owner. */
  reference: {
    orderId?: string;
    posSaleId?: string;
    description?: string;
    staffId?: string | null;
  };
  instalments: InstalmentCount;
  now: Date;
}

/**
 * Charges a customer's active credit account inside the caller's transaction: one charge row and
 * its instalments. Refused (422) with NO_CREDIT_ACCOUNT, ACCOUNT_SUSPENDED or CREDIT_LIMIT_EXCEEDED.
 */
export async function chargeCredit(tx: Tx, input: ChargeInput) {
  const { merchantId, amountCents, now } = input;
  const account = await lockAccount(
    tx,
    merchantId,
    eq(creditAccounts.customerId, input.customerId),
  );
  if (!account) {
    throw ruleViolation(PAYMENT_REFUSALS.noCreditAccount, 'This customer has no credit account');
  }
  const balance = await ledgerBalanceCents(tx, merchantId, account.id);
  const { refusal } = checkCredit(
    { limitCents: centsOf(account.creditLimit), balanceCents: balance, status: account.status },
    { chargeCents: amountCents },
  );
  if (refusal) throw ruleViolation(refusal.reason, refusal.message, refusal.details);
  const [charge] = await tx
    .insert(creditTransactions)
    .values({
      merchantId,
      creditAccountId: account.id,
      orderId: input.reference.orderId,
      posSaleId: input.reference.posSaleId,
      type: 'charge',
      amount: centsToDecimal(amountCents),
      description: input.reference.description ?? 'Credit sale',
      staffId: input.reference.staffId ?? null,
      createdAt: now,
    })
    .returning();
  const schedule = instalmentSchedule(amountCents, input.instalments, now);
  const instalments = await tx
    .insert(creditInstalments)
    .values(
      schedule.map((part) => ({
        merchantId,
        creditAccountId: account.id,
        chargeId: charge!.id,
        sequence: part.sequence,
        dueDate: part.dueDate,
        amount: centsToDecimal(part.amountCents),
        createdAt: now,
      })),
    )
    .returning();
  await writeBalance(tx, account, balance + amountCents, now);
  return {
    charge: charge!,
    instalments,
    accountId: account.id,
    balanceCents: balance + amountCents,
  };
}
