import { formatRandDecimal } from '@shared/money/money';
import { LOAN_TERMS } from '@shared/micro-lending/loan-types';
import { formatInstant } from '@shared/time/format';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useLoanHistory } from '../api/micro-lending-queries';

const STATUS_LABELS = {
  pending: 'Pending',
  active: 'Active',
  paid: 'Paid',
  declined: 'Declined',
  defaulted: 'Written off',
} as const;

/** Closed loans, newest first: paid is highlighted, other statuses secondary. */
export function LoanHistory() {
  const { data, isLoading, isError } = useLoanHistory();
  if (isLoading) return <Skeleton className="h-24 w-full" />;
  if (isError) return <p className="text-sm text-red-600">Loan history could not be loaded.</p>;
  if (!data?.length) return <p className="text-sm text-slate-500">No repaid loans yet.</p>;
  return (
    <Card>
      <CardContent className="pt-2 sm:pt-2">
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Loan history">
          {data.map((loan) => (
            <li key={loan.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{LOAN_TERMS[loan.loanType].label}</p>
                <p className="text-xs text-slate-500">
                  {formatInstant(loan.date)}
                  {loan.repaymentDate ? ` · repaid ${formatInstant(loan.repaymentDate)}` : ''}
                </p>
                {loan.failureReason ? (
                  <p className="text-xs text-slate-500">{loan.failureReason}</p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold">{formatRandDecimal(loan.amount)}</span>
                <Badge variant={loan.status === 'paid' ? 'success' : 'secondary'}>
                  {STATUS_LABELS[loan.status]}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
