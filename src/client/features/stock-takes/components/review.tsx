import type { StockTake } from '@shared/stock-takes/stock-takes.schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useApplyStockTake } from '../api/stock-takes-queries';
import { differencesOf, totalsOf, uncountedOf } from '../differences';
import { stockTakeText } from '../stock-takes-text';
import { ConfirmAction } from './confirm-action';
import { signed } from './count-line';
import { scopeOf } from './count-header';
import { DifferenceList } from './difference-list';

/** Before applying: the differences by value, the uncounted lines apart, then Apply (asked). */
export function Review({ take, onBack }: { take: StockTake; onBack(): void }) {
  const t = useText(stockTakeText);
  const apply = useApplyStockTake(take.id);
  const differences = differencesOf(take.lines);
  const uncounted = uncountedOf(take.lines);
  const matching = take.lines.length - uncounted.length - differences.length;
  const totals = totalsOf(differences);
  const run = () =>
    apply.mutateAsync().then(
      () => toast({ title: t('applied') }),
      (error: unknown) => toastError(error, t('applyFailed')),
    );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {t('reviewTitle', { scope: scopeOf(take) })}
      </h1>
      <p className="text-base font-semibold" data-testid="review-total">
        {t('totalDifference', { units: signed(totals.units), value: totals.value })}
        {totals.cost ? ` · ${t('atCost', { value: totals.cost })}` : ''}
      </p>
      <Card>
        <CardHeader>
          <CardTitle>{t('differences')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {differences.length === 0 ? (
            <p className="text-sm text-slate-600">{t('noDifferences')}</p>
          ) : (
            <DifferenceList lines={differences} label={t('differences')} />
          )}
          <p className="text-sm text-slate-600">{t('matching', { count: matching })}</p>
        </CardContent>
      </Card>
      {uncounted.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('uncountedTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul aria-label={t('uncountedTitle')} className="flex flex-col gap-1 text-sm">
              {uncounted.map((line) => (
                <li key={line.productId}>
                  {line.name} · {t('expected')} {line.expected}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="h-11" onClick={onBack}>
          {t('backToCounting')}
        </Button>
        <ConfirmAction
          label={t('apply')}
          title={t('applyTitle')}
          description={t('applyBody', { units: signed(totals.units), value: totals.value })}
          confirm={t('applyConfirm')}
          keep={t('applyKeep')}
          pending={apply.isPending}
          onConfirm={run}
        />
      </div>
    </div>
  );
}
