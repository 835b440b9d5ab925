import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { checkCredit } from '@shared/credit/credit-limit';
import type {
  CreateCreditAccountSchema,
  RepaymentResult,
  RepaymentSchema,
  UpdateCreditAccountSchema,
} from '@shared/credit/credit.schemas';
import { centsToDecimal } from '@shared/money/money';
import type { Deps } from '@server/deps';
import { creditAccounts, customers } from '@server/db/schema/index';
import { conflict, notFound, ruleViolation } from '@server/lib/app-error';
import { ledgerBalanceCents } from '@server/domain/credit/ledger';
import { repayCredit } from '@server/domain/credit/repay-credit';
import { recordShiftMovement } from '@server/domain/shifts/shift-ledger';
import { runIdempotent } from '@server/lib/idempotency';
import { centsOf } from '@server/lib/money-sql';
import { readAccount, readAccountDetail, readAccounts, toTransactionDto } from './credit.queries';
import { readSummary } from './credit-summary.queries';
import { johannesburgDate } from '@shared/time/johannesburg';

type CreateInput = z.output<typeof CreateCreditAccountSchema>;
type UpdateInput = z.output<typeof UpdateCreditAccountSchema>;
type RepayInput = z.output<typeof RepaymentSchema>;

export function createCreditService({ db, clock }: Deps) {
  const today = () => johannesburgDate(clock());

  return {
    list: (merchantId: string) => readAccounts(db, merchantId, today()),
    get: (merchantId: string, id: string) => readAccountDetail(db, merchantId, id, today()),
    summary: (merchantId: string) => readSummary(db, merchantId, today()),

    async create(merchantId: string, input: CreateInput) {
      const id = await db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.id, input.customerId), eq(customers.merchantId, merchantId)));
        if (!customer) throw notFound('Customer');
        const [created] = await tx
          .insert(creditAccounts)
          .values({
            merchantId,
            customerId: customer.id,
            creditLimit: centsToDecimal(input.creditLimit),
            status: input.status ?? 'active',
            createdAt: clock(),
            updatedAt: clock(),
          })
          .onConflictDoNothing()
          .returning({ id: creditAccounts.id });
        if (!created) throw conflict('This customer already has a credit account');
        return created.id;
      });
      return readAccount(db, merchantId, id, today());
    },

    async update(merchantId: string, id: string, input: UpdateInput) {
      await db.transaction(async (tx) => {
        const [account] = await tx
          .select()
          .from(creditAccounts)
          .where(and(eq(creditAccounts.id, id), eq(creditAccounts.merchantId, merchantId)))
          .for('update');
        if (!account) throw notFound('Credit account');
        if (input.creditLimit !== undefined) {
          const { refusal } = checkCredit(
            {
              limitCents: centsOf(account.creditLimit),
              balanceCents: await ledgerBalanceCents(tx, merchantId, id),
              status: account.status,
            },
            { newLimitCents: input.creditLimit },
          );
          if (refusal) throw ruleViolation(refusal.reason, refusal.message, refusal.details);
        }
        await tx
          .update(creditAccounts)
          .set({
            ...(input.creditLimit !== undefined && {
              creditLimit: centsToDecimal(input.creditLimit),
            }),
            ...(input.status && { status: input.status }),
            updatedAt: clock(),
          })
          .where(eq(creditAccounts.id, id));
      });
      return readAccount(db, merchantId, id, today());
    },

    /**
     * Idempotent with Idempotency-Key: a retried repayment is recorded once. staffId: who took
     * it (a member of the shop's staff), null for the owner.
     */
    repay(
      merchantId: string,
      id: string,
      input: RepayInput,
      key: string | undefined,
      staffId: string | null = null,
    ) {
      const now = clock();
      return runIdempotent<RepaymentResult>(
        db,
        { merchantId, scope: `credit-repayment:${id}`, key, requestBody: input, now },
        async (tx) => {
          const { payment } = await repayCredit(tx, {
            merchantId,
            accountId: id,
            amountCents: input.amount,
            method: input.method,
            description: input.description || `Repayment (${input.method.replace('_', ' ')})`,
            now,
            staffId,
          });
          await recordShiftMovement(tx, {
            merchantId,
            kind: 'repayment',
            method: input.method,
            amountCents: input.amount,
            sourceId: payment.id,
            reference: payment.description ?? 'Repayment',
            staffId,
            now,
          });
          const account = await readAccount(tx, merchantId, id, johannesburgDate(now));
          return { transaction: toTransactionDto(payment), account };
        },
      );
    },
  };
}
