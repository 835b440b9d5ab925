import type { StockTake } from '@shared/stock-takes/stock-takes.schemas';
import { formatInstant } from '@shared/time/format';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { differencesOf, totalsOf } from '../differences';
import { stockTakeText } from '../stock-takes-text';
import { signed } from './count-line';
import { scopeOf } from './count-header';
import { DifferenceList } from './difference-list';

/** An applied count as the owner looks back on it: what was lost, what was found, who counted. */
export function ShrinkageReport({ take }: { take: StockTake }) {
  const t = useText(stockTakeText);
  const differences = differencesOf(take.lines);
  const lost = differences.filter((line) => (line.difference ?? 0) < 0);
  const found = differences.filter((line) => (line.difference ?? 0) > 0);
  const lostTotals = totalsOf(lost);
  const foundTotals = totalsOf(found);
  const cancelled = take.status === 'cancelled';
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {cancelled ? t('countOf', { scope: scopeOf(take) }) : t('report', { scope: scopeOf(take) })}
      </h1>
      <p className="text-sm text-slate-700">
        {cancelled
          ? t('cancelledNote')
          : t('reportWhen', {
              when: formatInstant(take.appliedAt),
              name: take.appliedBy?.name ?? take.startedBy.name,
            })}
        {' · '}
        {take.countedBy.length > 0
          ? t('countedBy', { names: take.countedBy.map((p) => p.name).join(', ') })
          : t('nobodyYet')}
      </p>
      <Card>
        <CardHeader>
          <CardTitle>
            {t('lostTotal', { units: signed(lostTotals.units), value: lostTotals.value })}
          </CardTitle>
          {lostTotals.cost ? (
            <p className="text-sm text-slate-600">{t('atCost', { value: lostTotals.cost })}</p>
          ) : null}
        </CardHeader>
        <CardContent>
          {lost.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noLoss')}</p>
          ) : (
            <DifferenceList lines={lost} label={t('lost')} />
          )}
        </CardContent>
      </Card>
      {found.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              {t('foundTotal', { units: signed(foundTotals.units), value: foundTotals.value })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DifferenceList lines={found} label={t('found')} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
