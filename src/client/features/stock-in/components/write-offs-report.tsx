import { useState } from 'react';
import { formatRandDecimal } from '@shared/money/money';
import { formatInstantDay } from '@shared/time/format';
import { addDays, johannesburgDate } from '@shared/time/johannesburg';
import { ListStates } from '@client/components/list-states';
import { Card, CardContent } from '@client/components/ui/card';
import { Field, Input } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { useWriteOffReport } from '../api/stock-in-queries';
import { stockInText } from '../stock-in-text';

/** The write-offs of a period (the last 30 days unless chosen), each at cost, totals by reason. */
export function WriteOffsReport() {
  const t = useText(stockInText);
  const today = johannesburgDate(new Date());
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const report = useWriteOffReport(from, to);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:w-96">
        <Field label={t('from')} htmlFor="wo-from">
          <Input
            id="wo-from"
            type="date"
            value={from}
            max={to}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
          />
        </Field>
        <Field label={t('to')} htmlFor="wo-to">
          <Input
            id="wo-to"
            type="date"
            value={to}
            min={from}
            onChange={(e) => e.target.value && setTo(e.target.value)}
          />
        </Field>
      </div>
      <ListStates
        query={report}
        isEmpty={(data) => data.writeOffs.length === 0}
        skeleton={{ count: 3, className: 'h-14 w-full', listClassName: 'flex flex-col gap-2' }}
        error={t('loadError')}
        empty={t('noWriteOffs')}
      >
        {(data) => (
          <>
            <Card>
              <CardContent className="pt-4">
                <h2 className="mb-2 font-bold">{t('byReason')}</h2>
                <dl className="grid grid-cols-[1fr_auto_auto] gap-x-4 gap-y-1 text-sm">
                  {data.totals.map((row) => (
                    <div key={row.reason} className="contents">
                      <dt>{t(`reason.${row.reason}`)}</dt>
                      <dd className="text-right">{t('unitsIn', { count: row.quantity })}</dd>
                      <dd className="text-right">{formatRandDecimal(row.valueAtCost)}</dd>
                    </div>
                  ))}
                  <dt className="font-bold">{t('totalAtCost')}</dt>
                  <dd />
                  <dd className="text-right font-bold" data-testid="write-off-total">
                    {formatRandDecimal(data.totalValueAtCost)}
                  </dd>
                </dl>
              </CardContent>
            </Card>
            <ul className="flex flex-col gap-2" aria-label={t('tab.writeOffs')}>
              {data.writeOffs.map((w) => (
                <li key={w.id}>
                  <Card>
                    <CardContent className="flex flex-wrap items-center justify-between gap-2 pt-4 text-sm">
                      <div className="min-w-0">
                        <p className="font-semibold">
                          {w.productName} · {t('unitsIn', { count: w.quantity })}
                        </p>
                        <p className="text-slate-600">
                          {t(`reason.${w.reason}`)} · {formatInstantDay(w.createdAt)}
                          {w.writtenOffBy ? ` · ${w.writtenOffBy.name}` : ''}
                          {w.note ? ` · ${w.note}` : ''}
                        </p>
                      </div>
                      <p className="font-bold">
                        {w.valueAtCost === null
                          ? t('costUnknown')
                          : formatRandDecimal(w.valueAtCost)}
                      </p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
    </div>
  );
}
