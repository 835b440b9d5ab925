import { phrase } from '@shared/i18n/phrase';
import { applicationRefusal, LOAN_REFUSALS } from '@shared/micro-lending/application-rules';
import {
  LOAN_MESSAGES,
  type LoanApplicationSchema,
  type LoanRepaymentResult,
  type LoanRepaymentSchema,
} from '@shared/micro-lending/micro-lending.schemas';
import { loanFeeCents } from '@shared/micro-lending/repayment';
import { LOAN_TERMS } from '@shared/micro-lending/loan-types';
import type { z } from 'zod';
import type { Deps } from '@server/deps';
import { AppError, conflict, ruleViolation } from '@server/lib/app-error';
import { releaseIdempotencyKey, runIdempotent } from '@server/lib/idempotency';
import type { ServerTexts } from '@server/lib/i18n';
import { lockMerchantLending } from '@server/domain/loans/loan-ledger';
import { activateLoan, declineLoan, openLoan } from '@server/domain/loans/loan-issuing';
import {
  completeRepayment,
  failRepayment,
  startRepayment,
} from '@server/domain/loans/loan-repayments';
import { createLender } from './lenders/create-lender';
import { LenderDeclinedError } from './lenders/lender';
import {
  readActiveLoans,
  readLoan,
  readLoanHistory,
  readProfile,
  readRepayment,
  toProfileDto,
} from './micro-lending.queries';

type Application = z.output<typeof LoanApplicationSchema>;
type Repayment = z.output<typeof LoanRepaymentSchema>;
type RepaymentRow = Awaited<ReturnType<typeof readRepayment>>;

/** What the merchant is told when the lender refuses or cannot be reached. */
function lenderFailure(error: unknown, nothing: 'lent' | 'collected'): AppError {
  if (error instanceof LenderDeclinedError) {
    return ruleViolation(
      LOAN_REFUSALS.lenderDeclined,
      phrase(LOAN_MESSAGES.lenderDeclined[nothing], { reason: error.message }),
    );
  }
  return new AppError('UNAVAILABLE', LOAN_MESSAGES.lenderUnreachable[nothing]);
}

export function createMicroLendingService({ db, clock, env }: Deps) {
  const lender = createLender(env);

  return {
    lender: () => ({ name: lender.name, mode: lender.mode, ncrNumber: lender.ncrNumber }),

    profile: async (merchantId: string, texts: ServerTexts) =>
      toProfileDto((await readProfile(db, merchantId, clock())).figures, texts),
    active: (merchantId: string) => readActiveLoans(db, merchantId, clock()),
    history: (merchantId: string) => readLoanHistory(db, merchantId, clock()),

    /**
     * Judges the application on the type's own terms under the merchant's lending lock (so
     * concurrent applications queue), reserves the credit with a pending loan, then asks the
     * lender outside any transaction: the loan becomes active, or is declined and frees the credit.
     */
    async apply(merchantId: string, input: Application) {
      const now = clock();
      const pending = await db.transaction(async (tx) => {
        await lockMerchantLending(tx, merchantId);
        const { loans, figures } = await readProfile(tx, merchantId, now);
        const refusal = applicationRefusal({
          loanType: input.loanType,
          amountCents: input.amount,
          availableCents: figures.availableCents,
          overdueLoans: figures.overdueLoans,
          openTypes: loans
            .filter(({ loan }) => loan.status === 'pending' || loan.status === 'active')
            .map(({ loan }) => loan.loanType),
        });
        if (refusal) throw ruleViolation(refusal.reason, refusal.message, refusal.details);
        return openLoan(tx, {
          merchantId,
          loanType: input.loanType,
          amountCents: input.amount,
          purpose: input.purpose,
          lender: { name: lender.name, sandbox: lender.mode === 'sandbox' },
          now,
        });
      });

      const terms = LOAN_TERMS[input.loanType];
      const feeCents = loanFeeCents(input.amount, terms.rateBasisPoints);
      let lenderReference: string;
      try {
        ({ lenderReference } = await lender.disburse({
          clientReference: pending.id,
          merchantReference: merchantId,
          loanType: input.loanType,
          amount: input.amount,
          fee: feeCents,
          termDays: terms.termDays,
        }));
      } catch (error) {
        const failure = lenderFailure(error, 'lent');
        await db.transaction((tx) =>
          declineLoan(tx, { merchantId, loanId: pending.id, reason: failure.message }),
        );
        throw failure;
      }
      await db.transaction((tx) =>
        activateLoan(tx, { merchantId, loanId: pending.id, lenderReference, now: clock() }),
      );
      return readLoan(db, merchantId, pending.id, clock());
    },

    /**
     * Records a pending repayment (claiming the Idempotency-Key, refusing more than is owed),
     * has the lender collect it outside any transaction, then completes it (closing the loan at
     * zero) or marks it failed and frees the key. A retry with the key answers the first result.
     */
    async repay(
      merchantId: string,
      loanId: string,
      input: Repayment,
      key: string | undefined,
    ): Promise<LoanRepaymentResult> {
      const now = clock();
      const scope = `loan-repayment:${loanId}`;
      let started: Awaited<ReturnType<typeof startRepayment>> | undefined;
      const claimed = await runIdempotent<{ repaymentId: string }>(
        db,
        { merchantId, scope, key, requestBody: input, now },
        async (tx) => {
          started = await startRepayment(tx, {
            merchantId,
            loanId,
            amountCents: input.amount,
            now,
          });
          return { repaymentId: started.repayment.id };
        },
      );
      const result = async (repayment: RepaymentRow): Promise<LoanRepaymentResult> => ({
        loan: await readLoan(db, merchantId, loanId, clock()),
        repayment: {
          id: repayment.id,
          amount: repayment.amount,
          createdAt: repayment.createdAt.toISOString(),
        },
      });
      if (claimed.replayed) {
        const first = await readRepayment(db, merchantId, claimed.body.repaymentId);
        if (first.status === 'pending') {
          throw conflict('This repayment is still being processed. Check your active loans.');
        }
        return result(first);
      }

      const { loan, repayment } = started!;
      let lenderReference: string;
      try {
        ({ lenderReference } = await lender.collectRepayment({
          clientReference: repayment.id,
          loanReference: loan.lenderReference ?? loan.id,
          amount: input.amount,
        }));
      } catch (error) {
        const failure = lenderFailure(error, 'collected');
        await db.transaction(async (tx) => {
          await failRepayment(tx, { merchantId, repaymentId: repayment.id });
          await releaseIdempotencyKey(tx, { merchantId, scope, key });
        });
        throw failure;
      }
      await db.transaction((tx) =>
        completeRepayment(tx, {
          merchantId,
          repaymentId: repayment.id,
          lenderReference,
          now: clock(),
        }),
      );
      return result(repayment);
    },
  };
}
