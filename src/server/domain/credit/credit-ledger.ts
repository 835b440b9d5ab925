import { and, asc, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';
import { centsToDecimal, formatRand } from '@shared/money/money';
import { allocateOldestFirst } from '@shared/credit/allocation';
import { PAYMENT_REFUSALS } from '@shared/credit/reasons';
import { instalmentSchedule, type InstalmentCount } from '@shared/credit/schedule';
import type { Tx } from '../../db/client';
import { creditAccounts, creditInstalments, creditTransactions } from '../../db/schema';
import { notFound, ruleViolation } from '../../lib/app-error';
import { centsOf, moneyText } from '../../lib/money-sql';

/** Signed ledger amount: charges and adjustments add, payments subtract. */
export const signedLedgerAmount = sql`case when ${creditTransactions.type} = 'payment' then -${creditTransactions.amount} else ${creditTransactions.amount} end`;

type AccountRow = typeof creditAccounts.$inferSelect;

/** The account row, locked until the transaction ends so concurrent charges queue behind it. */
async function lockAccount(tx: Tx, merchantId: string, where: SQL) {
  const [account] = await tx
    .select()
    .from(creditAccounts)
    .where(and(eq(creditAccounts.merchantId, merchantId), where))
    .for('update');
  return account;
}

/** The balance as the ledger says it. */
export async function ledgerBalanceCents(tx: Tx, merchantId: string, accountId: string) {
  const [row] = await tx
    .select({ balance: moneyText(sql`sum(${signedLedgerAmount})`) })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.merchantId, merchantId),
        eq(creditTransactions.creditAccountId, accountId),
      ),
    );
  return centsOf(row?.balance);
}

async function writeBalance(tx: Tx, account: AccountRow, balanceCents: Cents, now: Date) {
  await tx
    .update(creditAccounts)
    .set({ currentBalance: centsToDecimal(balanceCents), updatedAt: now })
    .where(eq(creditAccounts.id, account.id));
}

export interface ChargeInput {
  merchantId: string;
  customerId: string;
  amountCents: Cents;
  reference: { orderId?: string; posSaleId?: string; description?: string };
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
  if (account.status !== 'active') {
    throw ruleViolation(
      PAYMENT_REFUSALS.accountSuspended,
      `This credit account is ${account.status}; it cannot be charged`,
      { status: account.status },
    );
  }
  const balance = await ledgerBalanceCents(tx, merchantId, account.id);
  const limit = centsOf(account.creditLimit);
  const available = limit - balance;
  if (amountCents > available) {
    throw ruleViolation(
      PAYMENT_REFUSALS.creditLimitExceeded,
      `Credit limit exceeded: ${formatRand(Math.max(available, 0))} available`,
      { available: centsToDecimal(Math.max(available, 0)), requested: centsToDecimal(amountCents) },
    );
  }
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

export interface RepaymentInput {
  merchantId: string;
  accountId: string;
  amountCents: Cents;
  description?: string;
  now: Date;
}

/** Records a repayment and settles the open instalments oldest first. Never more than is owed. */
export async function repayCredit(tx: Tx, input: RepaymentInput) {
  const { merchantId, amountCents, now } = input;
  const account = await lockAccount(tx, merchantId, eq(creditAccounts.id, input.accountId));
  if (!account) throw notFound('Credit account');
  const balance = await ledgerBalanceCents(tx, merchantId, account.id);
  if (amountCents > balance) {
    throw ruleViolation(
      PAYMENT_REFUSALS.overpayment,
      `The repayment is more than the balance owed (${formatRand(Math.max(balance, 0))})`,
      { balance: centsToDecimal(balance) },
    );
  }
  const [payment] = await tx
    .insert(creditTransactions)
    .values({
      merchantId,
      creditAccountId: account.id,
      type: 'payment',
      amount: centsToDecimal(amountCents),
      description: input.description || 'Repayment',
      createdAt: now,
    })
    .returning();
  const open = await tx
    .select()
    .from(creditInstalments)
    .where(
      and(
        eq(creditInstalments.merchantId, merchantId),
        eq(creditInstalments.creditAccountId, account.id),
        gt(creditInstalments.amount, creditInstalments.paidAmount),
      ),
    )
    .orderBy(asc(creditInstalments.dueDate), asc(creditInstalments.createdAt));
  const { allocations } = allocateOldestFirst(
    open.map((i) => ({
      id: i.id,
      dueDate: i.dueDate,
      sequence: i.sequence,
      createdAt: i.createdAt.toISOString(),
      amountCents: centsOf(i.amount),
      paidCents: centsOf(i.paidAmount),
    })),
    amountCents,
  );
  for (const { id, cents } of allocations) {
    await tx
      .update(creditInstalments)
      .set({ paidAmount: sql`${creditInstalments.paidAmount} + ${centsToDecimal(cents)}::numeric` })
      .where(eq(creditInstalments.id, id));
  }
  await writeBalance(tx, account, balance - amountCents, now);
  return { payment: payment!, balanceCents: balance - amountCents };
}

export interface CreditBackInput {
  merchantId: string;
  accountId: string;
  orderId: string;
  amountCents: Cents;
  description: string;
  now: Date;
}

/**
 * Takes back part or all of what an order charged (cancelled, or its items cut): one negative
 * adjustment row, and the order's unpaid instalments reduced, latest due first. What the customer
 * already repaid beyond the new amount stays as credit in their favour.
 */
export async function creditBackOrder(tx: Tx, input: CreditBackInput) {
  const { merchantId, amountCents, now } = input;
  const account = await lockAccount(tx, merchantId, eq(creditAccounts.id, input.accountId));
  if (!account) throw notFound('Credit account');
  await tx.insert(creditTransactions).values({
    merchantId,
    creditAccountId: account.id,
    orderId: input.orderId,
    type: 'adjustment',
    amount: centsToDecimal(-amountCents),
    description: input.description,
    createdAt: now,
  });
  const open = await tx
    .select({
      id: creditInstalments.id,
      amount: creditInstalments.amount,
      paidAmount: creditInstalments.paidAmount,
    })
    .from(creditInstalments)
    .innerJoin(creditTransactions, eq(creditTransactions.id, creditInstalments.chargeId))
    .where(
      and(
        eq(creditInstalments.merchantId, merchantId),
        eq(creditTransactions.orderId, input.orderId),
        gt(creditInstalments.amount, creditInstalments.paidAmount),
      ),
    )
    .orderBy(desc(creditInstalments.dueDate), desc(creditInstalments.sequence));
  let left = amountCents;
  for (const instalment of open) {
    if (left <= 0) break;
    const cut = Math.min(left, centsOf(instalment.amount) - centsOf(instalment.paidAmount));
    await tx
      .update(creditInstalments)
      .set({ amount: sql`${creditInstalments.amount} - ${centsToDecimal(cut)}::numeric` })
      .where(eq(creditInstalments.id, instalment.id));
    left -= cut;
  }
  const balance = await ledgerBalanceCents(tx, merchantId, account.id);
  await writeBalance(tx, account, balance, now);
}

/** What an order has on the book, per credit account: its charges less what was taken back. */
export async function orderCreditByAccount(tx: Tx, merchantId: string, orderId: string) {
  const rows = await tx
    .select({
      accountId: creditTransactions.creditAccountId,
      customerId: creditAccounts.customerId,
      amount: moneyText(sql`sum(${signedLedgerAmount})`),
    })
    .from(creditTransactions)
    .innerJoin(creditAccounts, eq(creditAccounts.id, creditTransactions.creditAccountId))
    .where(
      and(
        eq(creditTransactions.merchantId, merchantId),
        eq(creditTransactions.orderId, orderId),
        ne(creditTransactions.type, 'payment'),
      ),
    )
    .groupBy(creditTransactions.creditAccountId, creditAccounts.customerId);
  return rows.map((r) => ({ ...r, cents: centsOf(r.amount) }));
}
