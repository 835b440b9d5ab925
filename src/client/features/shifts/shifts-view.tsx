import { useState } from 'react';
import { PageHeader } from '@client/components/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import type { AskApproval } from '@client/lib/approval';
import { useText } from '@client/i18n/use-text';
import { useCurrentShift } from './api/shifts-queries';
import { OpenShiftForm } from './components/open-shift-form';
import { OpenShiftView } from './components/open-shift-view';
import { ShiftDetail } from './components/shift-detail';
import { ShiftHistory } from './components/shift-history';
import { shiftsText } from './shifts-text';

/**
 * Shifts (/shifts): open one with the float, its X report with pay-ins and pay-outs, the close
 * with a blind count and its Z report, and the history of shifts with each difference.
 */
export function ShiftsView({
  askApproval,
  waitingSales,
}: {
  askApproval: AskApproval;
  waitingSales: number;
}) {
  const t = useText(shiftsText);
  const current = useCurrentShift();
  const [viewId, setViewId] = useState<string | null>(null);
  const [alreadyOpen, setAlreadyOpen] = useState(false);
  // While the drawer is counted nothing on the page says what it should hold.
  const [counting, setCounting] = useState(false);

  if (viewId) return <ShiftDetail id={viewId} onBack={() => setViewId(null)} />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {current.data ? (
        <>
          {alreadyOpen ? (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('alreadyOpen')}
            </p>
          ) : null}
          <OpenShiftView
            shift={current.data}
            askApproval={askApproval}
            waitingSales={waitingSales}
            counting={counting}
            onCounting={setCounting}
            onClosed={(shift) => {
              setCounting(false);
              setViewId(shift.id);
            }}
          />
        </>
      ) : current.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : current.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <OpenShiftForm onAlreadyOpen={() => setAlreadyOpen(true)} />
      )}
      {counting ? null : <ShiftHistory onOpen={setViewId} />}
    </div>
  );
}
