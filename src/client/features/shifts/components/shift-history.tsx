import { useState } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import { formatDateTime } from '@shared/time/format';
import { ListStates } from '@client/components/list-states';
import { Pager } from '@client/components/pager';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { HISTORY_PAGE_SIZE, useShiftHistory } from '../api/shifts-queries';
import { DIFFERENCE_CLASS, differenceOf, differenceWords } from '../shift-report';
import { shiftsText } from '../shifts-text';

/** Every shift, newest first, with its difference: short in red, over in amber. */
export function ShiftHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useText(shiftsText);
  const [page, setPage] = useState(1);
  const history = useShiftHistory(page);
  return (
    <section aria-labelledby="shift-history" className="flex flex-col gap-2">
      <h2 id="shift-history" className="text-lg font-semibold">
        {t('history')}
      </h2>
      <ListStates
        query={history}
        isEmpty={(list) => list.items.length === 0}
        skeleton={{ count: 3, className: 'h-16 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('historyFailed')}
        empty={t('noShifts')}
      >
        {(list) => (
          <>
            <ul className="flex flex-col gap-2">
              {list.items.map((shift) => {
                const difference = differenceOf(shift.difference);
                return (
                  <li
                    key={shift.id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-3"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words">
                        {t('shiftNumber', { number: shift.number })} · {shift.openedBy.name} ·{' '}
                        {formatDateTime(shift.openedAt)}
                      </p>
                      <p className="text-sm text-slate-600">
                        {t('historyLine', {
                          float: formatRandDecimal(shift.openingFloat),
                          expected: formatRandDecimal(shift.expectedCash),
                          counted:
                            shift.countedCash === null ? '—' : formatRandDecimal(shift.countedCash),
                        })}
                      </p>
                      <p
                        className={cn(
                          'text-sm font-semibold',
                          difference ? DIFFERENCE_CLASS[difference.tone] : 'text-brand-700',
                        )}
                      >
                        {differenceWords(shift.difference, t) ?? t('status.open')}
                      </p>
                    </div>
                    <Button
                      variant="outline"
                      className="h-11"
                      aria-label={`${t('viewReport')}: ${t('shiftNumber', { number: shift.number })}`}
                      onClick={() => onOpen(shift.id)}
                    >
                      {t('viewReport')}
                    </Button>
                  </li>
                );
              })}
            </ul>
            <Pager
              page={list.page}
              pageSize={list.pageSize || HISTORY_PAGE_SIZE}
              total={list.total}
              onPage={setPage}
            />
          </>
        )}
      </ListStates>
    </section>
  );
}
