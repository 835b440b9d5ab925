import { phrase } from '@shared/i18n/phrase';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Cents } from '@shared/money/money';
import { centsToDecimal, formatRand } from '@shared/money/money';
import { allocateOldestFirst } from '@shared/credit/allocation';
import { PAYMENT_REFUSALS } from '@shared/credit/reasons';
import type { Tx } from '../../db/client';
import { creditAccounts, creditInstalments, creditTransactions } from '../../db/schema';
import { notFound, ruleViolation } from '../../lib/app-error';
import { centsOf } from '../../lib/money-sql';
import { ledgerBalanceCents, lockAccount, writeBalance } from './ledger';

export interface RepaymentInput {
  merchantId: string;
  accountId: string;
  amountCents: Cents;
  method: string;
  description?: string;
  now: Date;
  /** Who took it: a member of the shop's staff; null or absent for the owner. */
  staffId?: string | null;
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
      phrase('The repayment is more than the balance owed ({balance})', {
        balance: formatRand(Math.max(balance, 0)),
      }),
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
      method: input.method,
      description: input.description || 'Repayment',
      staffId: input.staffId ?? null,
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
