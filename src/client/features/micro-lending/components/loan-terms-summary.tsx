import { formatRand, type Cents } from '@shared/money/money';
import { LOAN_TERMS, ratePercentText, type LoanType } from '@shared/micro-lending/loan-types';
import type { LenderInfo } from '@shared/micro-lending/micro-lending.schemas';
import { daysUntil, loanDueDate, loanFeeCents } from '@shared/micro-lending/repayment';
import { formatDay } from '@shared/time/format';
import { johannesburgDate } from '@shared/time/johannesburg';
import { useText } from '@client/i18n/use-text';
import { lendingText, type LendingT } from '../micro-lending-text';
import { LenderName } from './lender-name';

/** "13 Mar 2026 (in 3 days)" */
export function dueText(t: LendingT, due: Date, now: Date) {
  return t('dueText', { date: formatDay(johannesburgDate(due)), days: daysUntil(due, now) });
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
  const t = useText(lendingText);
  const terms = LOAN_TERMS[loanType];
  const fee = amountCents === null ? null : loanFeeCents(amountCents, terms.rateBasisPoints);
  const show = (cents: Cents | null) => (cents === null ? '—' : formatRand(cents));
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm"
      aria-label={t('summaryLabel')}
    >
      <dt className="text-slate-500">{t('lender')}</dt>
      <dd>
        <LenderName lender={lender} />
      </dd>
      <dt className="text-slate-500">
        {t('fee', { rate: ratePercentText(terms.rateBasisPoints) })}
      </dt>
      <dd>{show(fee)}</dd>
      <dt className="text-slate-500">{t('totalToRepay')}</dt>
      <dd className="font-semibold" data-testid="total-to-repay">
        {show(amountCents === null || fee === null ? null : amountCents + fee)}
      </dd>
      <dt className="text-slate-500">{t('dueDate')}</dt>
      <dd data-testid="due-date">{dueText(t, loanDueDate(now, terms.termDays), now)}</dd>
    </dl>
  );
}
