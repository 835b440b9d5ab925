import { useQuery } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { InstallAppButton } from '@client/components/install-app-button';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useContentShown } from '@client/lib/content-shown';
import { lazyPartAfterContent } from '@client/lib/lazy-part';
import { dashboardQueryOptions } from '../api/dashboard-queries';
import { QuickActions } from './quick-actions';
import SponsoredBanner from './sponsored-banner';
import { RecentOrders } from './recent-orders';
import { SummaryCards, SummaryCardsSkeleton } from './summary-cards';
import { useText } from '@client/i18n/use-text';
import { dashboardText } from '../dashboard-text';

// Loaded once the dashboard's figures show, as the setup card is
// (src/client/app/pages/dashboard-page.tsx), so they stay out of its first load and never hold the
// figures back; a chunk that cannot load leaves its place as it was.
const BelowPriceNotice = lazyPartAfterContent(() =>
  import('./below-price-notice').then((m) => m.default),
);
const ProfitTile = lazyPartAfterContent(
  () => import('./profit-tile').then((m) => m.default),
  () => profitRoom,
);

/** The profit tile's room, held from the first paint: what is below does not jump when it comes. */
const profitRoom = <Skeleton className="h-40 w-full rounded-xl sm:h-44" />;

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useText(dashboardText);
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-start gap-3 pt-5 sm:flex-row sm:items-center">
        <AlertCircle className="size-6 shrink-0 text-red-600" aria-hidden="true" />
        <p className="flex-1 text-slate-700">{t('loadError')}</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? t('retrying') : t('tryAgain')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The merchant's dashboard: figures, gross profit, the sponsored banner, recent orders and
 * quick actions.
 * `onboarding`: a card other areas compose in above the figures (src/client/app/pages).
 */
export function DashboardView({ onboarding }: { onboarding?: ReactNode }) {
  const query = useQuery(dashboardQueryOptions());
  const { data, isError, isFetching } = query;
  const t = useText(dashboardText);
  useContentShown(data !== undefined || isError);

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<InstallAppButton iconOnPhone />}
      />
      {onboarding}
      {isError ? <LoadError onRetry={() => void query.refetch()} retrying={isFetching} /> : null}
      {data ? <SummaryCards data={data} /> : isError ? null : <SummaryCardsSkeleton />}
      {data ? <ProfitTile /> : isError ? null : profitRoom}
      {data ? <BelowPriceNotice below={data.offlineBelowPrice} /> : null}
      <SponsoredBanner />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {isError ? null : <RecentOrders orders={data?.recentOrders} />}
        </div>
        <QuickActions />
      </div>
    </div>
  );
}
