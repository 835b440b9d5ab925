import { formatRandDecimal } from '@shared/money/money';
import { formatInstant } from '@shared/time/format';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';
import { ListStates } from '@client/components/list-states';
import { useText } from '@client/i18n/use-text';
import { useLoanHistory } from '../api/micro-lending-queries';
import { lendingText, loanLabel } from '../micro-lending-text';

/** Closed loans, newest first: paid is highlighted, other statuses secondary. */
export function LoanHistory() {
  const t = useText(lendingText);
  const history = useLoanHistory();
  return (
    <ListStates
      query={history}
      isEmpty={(data) => data.length === 0}
      skeleton={{ count: 1, className: 'h-24 w-full', listClassName: 'flex flex-col' }}
      error={t('historyError')}
      empty={t('noHistory')}
      framed={false}
    >
      {(data) => (
        <Card>
          <CardContent className="pt-2 sm:pt-2">
            <ul className="divide-y divide-slate-100 text-sm" aria-label={t('historyLabel')}>
              {data.map((loan) => (
                <li key={loan.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{loanLabel(t, loan.loanType)}</p>
                    <p className="text-xs text-slate-500">
                      {formatInstant(loan.date)}
                      {loan.repaymentDate
                        ? ` ${t('repaidOn', { date: formatInstant(loan.repaymentDate) })}`
                        : ''}
                    </p>
                    {loan.failureReason ? (
                      <p className="text-xs text-slate-500">{loan.failureReason}</p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-semibold">{formatRandDecimal(loan.amount)}</span>
                    <Badge variant={loan.status === 'paid' ? 'success' : 'secondary'}>
                      {t(`status.${loan.status}`)}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </ListStates>
  );
}
