import { formatRand, type Cents } from '@shared/money/money';
import { LOAN_TERMS, ratePercentText, type LoanType } from '@shared/micro-lending/loan-types';
import type { LenderInfo } from '@shared/micro-lending/micro-lending.schemas';
import { daysUntil, loanDueDate, loanFeeCents } from '@shared/micro-lending/repayment';
import { formatDay } from '@shared/time/format';
import { johannesburgDate } from '@shared/time/johannesburg';
import { LenderName } from './lender-name';

const inDays = (days: number) => (days === 1 ? 'in 1 day' : `in ${days} days`);

/** "13 Mar 2026 (in 3 days)" */
export function dueText(due: Date, now: Date) {
  return `${formatDay(johannesburgDate(due))} (${inDays(daysUntil(due, now))})`;
}

/** What the merchant signs up for, shown before confirming: lender, fee, total and due date. */
export function LoanTermsSummary({
  loanType,
  amountCents,
  lender,
  now,
}: {
  loanType: LoanType;
  amountCents: Cents | null;
  lender?: LenderInfo;
  now: Date;
}) {
  const terms = LOAN_TERMS[loanType];
  const fee = amountCents === null ? null : loanFeeCents(amountCents, terms.rateBasisPoints);
  const show = (cents: Cents | null) => (cents === null ? '—' : formatRand(cents));
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm"
      aria-label="Loan summary"
    >
      <dt className="text-slate-500">Lender</dt>
      <dd>
        <LenderName lender={lender} />
      </dd>
      <dt className="text-slate-500">Fee ({ratePercentText(terms.rateBasisPoints)})</dt>
      <dd>{show(fee)}</dd>
      <dt className="text-slate-500">Total to repay</dt>
      <dd className="font-semibold" data-testid="total-to-repay">
        {show(amountCents === null || fee === null ? null : amountCents + fee)}
      </dd>
      <dt className="text-slate-500">Due date</dt>
      <dd data-testid="due-date">{dueText(loanDueDate(now, terms.termDays), now)}</dd>
    </dl>
  );
}
