import { formatRandDecimal } from '@shared/money/money';
import { LOAN_TERMS } from '@shared/micro-lending/loan-types';
import type { Loan } from '@shared/micro-lending/micro-lending.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useActiveLoans } from '../api/micro-lending-queries';
import { dueText } from './loan-terms-summary';

/** Active loans, soonest due first, each with Repay. */
export function ActiveLoans({ onRepay }: { onRepay: (loan: Loan) => void }) {
  const { data, isLoading, isError } = useActiveLoans();
  if (isLoading) return <Skeleton className="h-24 w-full" />;
  if (isError) return <p className="text-sm text-red-600">Active loans could not be loaded.</p>;
  if (!data?.length) {
    return <p className="text-sm text-slate-500">No active loans. Choose a loan type to apply.</p>;
  }
  const now = new Date();
  return (
    <ul className="flex flex-col gap-3" aria-label="Active loans">
      {data.map((loan) => (
        <li key={loan.id}>
          <Card>
            <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:pt-5">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {LOAN_TERMS[loan.loanType].label}
                  {loan.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
                  {loan.sandbox ? <Badge variant="warning">Sandbox</Badge> : null}
                </p>
                <p className="text-xs text-slate-500">Loan {loan.id.slice(0, 8)}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-500">Amount</dt>
                  <dd>{formatRandDecimal(loan.amount)}</dd>
                  <dt className="text-slate-500">Outstanding</dt>
                  <dd className="font-semibold">{formatRandDecimal(loan.outstandingAmount)}</dd>
                  <dt className="text-slate-500">Due</dt>
                  <dd className={loan.overdue ? 'text-red-700' : undefined}>
                    {loan.dueDate ? dueText(new Date(loan.dueDate), now) : '—'}
                  </dd>
                </dl>
              </div>
              <Button
                onClick={() => onRepay(loan)}
                aria-label={`Repay ${LOAN_TERMS[loan.loanType].label}`}
              >
                Repay
              </Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
