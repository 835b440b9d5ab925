import { formatRandDecimal } from '@shared/money/money';
import type { Loan } from '@shared/micro-lending/micro-lending.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { ListStates } from '@client/components/list-states';
import { useText } from '@client/i18n/use-text';
import { useActiveLoans } from '../api/micro-lending-queries';
import { lendingText, loanLabel } from '../micro-lending-text';
import { dueText } from './loan-terms-summary';

/** Active loans, soonest due first, each with Repay. */
export function ActiveLoans({ onRepay }: { onRepay: (loan: Loan) => void }) {
  const t = useText(lendingText);
  const loans = useActiveLoans();
  const now = new Date();
  return (
    <ListStates
      query={loans}
      isEmpty={(data) => data.length === 0}
      skeleton={{ count: 1, className: 'h-24 w-full', listClassName: 'flex flex-col' }}
      error={t('activeError')}
      empty={t('noActive')}
      framed={false}
    >
      {(data) => (
        <ul className="flex flex-col gap-3" aria-label={t('activeLabel')}>
          {data.map((loan) => (
            <li key={loan.id}>
              <Card>
                <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:pt-5">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      {loanLabel(t, loan.loanType)}
                      {loan.overdue ? <Badge variant="destructive">{t('overdue')}</Badge> : null}
                      {loan.sandbox ? <Badge variant="warning">{t('sandbox')}</Badge> : null}
                    </p>
                    <p className="text-xs text-slate-500">
                      {t('loanId', { id: loan.id.slice(0, 8) })}
                    </p>
                    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                      <dt className="text-slate-500">{t('amount')}</dt>
                      <dd>{formatRandDecimal(loan.amount)}</dd>
                      <dt className="text-slate-500">{t('outstanding')}</dt>
                      <dd className="font-semibold">{formatRandDecimal(loan.outstandingAmount)}</dd>
                      <dt className="text-slate-500">{t('due')}</dt>
                      <dd className={loan.overdue ? 'text-red-700' : undefined}>
                        {loan.dueDate ? dueText(t, new Date(loan.dueDate), now) : '—'}
                      </dd>
                    </dl>
                  </div>
                  <Button
                    onClick={() => onRepay(loan)}
                    aria-label={t('repayLoan', { loan: loanLabel(t, loan.loanType) })}
                  >
                    {t('repay')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
