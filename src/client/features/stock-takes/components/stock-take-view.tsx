import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useText } from '@client/i18n/use-text';
import { useStockTake } from '../api/stock-takes-queries';
import { stockTakeText } from '../stock-takes-text';
import { CountScreen } from './count-screen';
import { Review } from './review';
import { ShrinkageReport } from './shrinkage-report';

/** One stock take: counting (read again every few seconds), its review, or its report. */
export function StockTakeView({ id, onBack }: { id: string; onBack(): void }) {
  const t = useText(stockTakeText);
  const [reviewing, setReviewing] = useState(false);
  const query = useStockTake(id);
  const take = query.data;
  const open = take?.status === 'counting' || take?.status === 'paused';

  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" className="h-11 self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('back')}
      </Button>
      {take === undefined ? (
        query.isError ? (
          <p role="alert" className="text-red-700">
            {t('loadFailed')}
          </p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )
      ) : !open ? (
        <ShrinkageReport take={take} />
      ) : reviewing ? (
        <Review take={take} onBack={() => setReviewing(false)} />
      ) : (
        <CountScreen
          take={take}
          onReview={() => {
            setReviewing(true);
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}
