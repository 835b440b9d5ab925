import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { InstallAppButton } from '@client/components/install-app-button';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useDashboard } from '../api/use-dashboard';
import { QuickActions } from './quick-actions';
import { RecentOrders } from './recent-orders';
import { SponsoredBanner } from './sponsored-banner';
import { SummaryCards, SummaryCardsSkeleton } from './summary-cards';

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-start gap-3 pt-5 sm:flex-row sm:items-center">
        <AlertCircle className="size-6 shrink-0 text-red-600" aria-hidden="true" />
        <p className="flex-1 text-slate-700">
          The dashboard figures could not be loaded. Check your connection and try again.
        </p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Try again'}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The merchant's dashboard: figures, the sponsored banner, recent orders and quick actions.
 * `onboarding`: a card other areas compose in above the figures (src/client/app/pages).
 */
export function DashboardView({ onboarding }: { onboarding?: ReactNode }) {
  const query = useDashboard();
  const { data, isError, isFetching } = query;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <PageHeader
        title="Dashboard"
        subtitle="Overview of your KasiTrade operations"
        actions={<InstallAppButton />}
      />
      {onboarding}
      {isError ? <LoadError onRetry={() => void query.refetch()} retrying={isFetching} /> : null}
      {data ? <SummaryCards data={data} /> : isError ? null : <SummaryCardsSkeleton />}
      <SponsoredBanner />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {isError ? null : <RecentOrders orders={data?.recentOrders} />}
        </div>
        <QuickActions />
      </div>
    </div>
  );
}
