import { AlertCircle } from 'lucide-react';
import { PageHeader } from '@client/components/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useLoyaltySummary, useSmartDashboard } from './api/analytics-queries';
import { BestSellers } from './components/best-sellers';
import { GrowthSuggestions } from './components/growth-suggestions';
import { LoyaltyImpact } from './components/loyalty-impact';
import { ProductPerformance } from './components/product-performance';
import { ProfitSection } from './components/profit-section';
import { RepeatCustomers } from './components/repeat-customers';
import { SampleNotice } from './components/sample-notice';
import { StockAlertsCard } from './components/stock-alerts-card';
import { TodayCard } from './components/today-card';
import { WeeklyTrend } from './components/weekly-trend';
import { SAMPLE_LOYALTY, sampleDashboard } from './sample-dashboard';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { analyticsText } from './analytics-text';

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useText(analyticsText);
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
 * Smart Analytics (/analytics): the shop's figures from its own sales. Until the first sale the
 * screen shows labelled sample figures (docs/product.md "Screens") and asks for that first sale.
 */
export default function AnalyticsPage() {
  const t = useText(analyticsText);
  const query = useSmartDashboard();
  const loyalty = useLoyaltySummary();
  const sample = query.data ? !query.data.hasSales : false;
  const data = query.data && sample ? sampleDashboard() : query.data;
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {sample ? <SampleNotice /> : null}
      {data ? (
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-3 lg:items-start">
          <TodayCard data={data} sample={sample} />
          <WeeklyTrend days={data.weeklyTrend} sample={sample} className="lg:col-span-2" />
          <RepeatCustomers
            repeat={data.repeatCustomers}
            total={data.totalCustomers}
            rate={data.loyaltyRate}
            sample={sample}
          />
          <LoyaltyImpact summary={sample ? SAMPLE_LOYALTY : loyalty.data} sample={sample} />
          <StockAlertsCard alerts={data.stockAlerts} sample={sample} />
          <GrowthSuggestions
            suggestions={data.suggestions}
            sample={sample}
            className="lg:col-span-2"
          />
          <BestSellers items={data.topSellingItems} sample={sample} />
          {sample ? null : <ProfitSection className="lg:col-span-3" />}
          <ProductPerformance
            rows={data.productPerformance}
            sample={sample}
            className="lg:col-span-3"
          />
        </div>
      ) : query.isError ? null : (
        <div
          className="grid gap-4 lg:grid-cols-3"
          aria-busy="true"
          aria-label={commonText.t('loading')}
        >
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-40 w-full" />
          ))}
        </div>
      )}
    </div>
  );
}
