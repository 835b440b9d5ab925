import type { StockTake } from '@shared/stock-takes/stock-takes.schemas';
import { Button } from '@client/components/ui/button';
import { toastError } from '@client/components/ui/toast-error';
import { useText } from '@client/i18n/use-text';
import { useUpdateStockTake } from '../api/stock-takes-queries';
import { stockTakeText } from '../stock-takes-text';
import { ConfirmAction } from './confirm-action';

export const scopeOf = (take: Pick<StockTake, 'categoryName'>) =>
  take.categoryName ?? stockTakeText.t('wholeShop');

/** The count's scope, progress and who counted; pause or continue, review, cancel. */
export function CountHeader({ take, onReview }: { take: StockTake; onReview(): void }) {
  const t = useText(stockTakeText);
  const update = useUpdateStockTake(take.id);
  const setStatus = (status: 'counting' | 'paused' | 'cancelled') =>
    update.mutateAsync(status).catch((error: unknown) => {
      toastError(error, t('updateFailed'));
      throw error;
    });
  const counting = take.status === 'counting';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {t('countOf', { scope: scopeOf(take) })}
        </h1>
        <span className="text-sm font-medium text-slate-700">{t(`status.${take.status}`)}</span>
      </div>
      <p className="text-sm text-slate-700">
        {t('progress', { counted: take.countedLines, total: take.totalLines })}
        {' · '}
        {take.countedBy.length > 0
          ? t('countedBy', { names: take.countedBy.map((p) => p.name).join(', ') })
          : t('nobodyYet')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="h-11"
          disabled={update.isPending}
          onClick={() => void setStatus(counting ? 'paused' : 'counting').catch(() => {})}
        >
          {counting ? t('pause') : t('resume')}
        </Button>
        <Button className="h-11" onClick={onReview}>
          {t('review')}
        </Button>
        <ConfirmAction
          variant="destructive"
          label={t('cancelCount')}
          title={t('cancelTitle')}
          description={t('cancelBody')}
          confirm={t('cancelConfirm')}
          keep={t('keepCounting')}
          pending={update.isPending}
          onConfirm={() => setStatus('cancelled')}
        />
      </div>
      {counting ? null : <p className="text-sm text-amber-800">{t('pausedNote')}</p>}
    </div>
  );
}
